import Foundation
import KataCore

/// Small charts drawn as inline SVG, for reports that work offline and in print. Every chart has a
/// title and a description for screen readers, writes its values as text next to the marks, and
/// tells series apart by shape and label as well as colour.
enum SVGChart {
    /// One horizontal bar per row: the time used, over an outline of the box.
    struct Bar: Sendable {
        var label: String
        var value: Double
        var box: Double
        var valueText: String

        init(label: String, value: Double, box: Double, valueText: String) {
            self.label = label
            self.value = value
            self.box = box
            self.valueText = valueText
        }
    }

    static func bars(id: String, title: String, description: String, bars: [Bar]) -> String {
        let width = 640.0, labelWidth = 190.0, textWidth = 150.0, rowHeight = 30.0, top = 10.0
        let plot = width - labelWidth - textWidth
        let scale = max(bars.map { max($0.value, $0.box) }.max() ?? 1, 1)
        let height = top * 2 + rowHeight * Double(max(bars.count, 1))
        var svg = [open(id: id, title: title, description: description, width: width, height: height)]
        svg.append("<defs><pattern id=\"\(id)-over\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#b45309\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#fff\" stroke-width=\"2\"/></pattern></defs>")
        for (index, bar) in bars.enumerated() {
            let y = top + rowHeight * Double(index)
            let boxWidth = plot * bar.box / scale
            let usedWidth = plot * min(bar.value, bar.box) / scale
            let overWidth = plot * max(bar.value - bar.box, 0) / scale
            svg.append("<text x=\"\(f(labelWidth - 8))\" y=\"\(f(y + 19))\" text-anchor=\"end\" class=\"chart-label\">\(esc(bar.label))</text>")
            svg.append("<rect x=\"\(f(labelWidth))\" y=\"\(f(y + 5))\" width=\"\(f(boxWidth))\" height=\"20\" fill=\"none\" stroke=\"#555\" stroke-dasharray=\"4 3\"/>")
            svg.append("<rect x=\"\(f(labelWidth))\" y=\"\(f(y + 8))\" width=\"\(f(usedWidth))\" height=\"14\" fill=\"#2563eb\"/>")
            if overWidth > 0 {
                svg.append("<rect x=\"\(f(labelWidth + boxWidth))\" y=\"\(f(y + 8))\" width=\"\(f(overWidth))\" height=\"14\" fill=\"url(#\(id)-over)\"/>")
            }
            let textX = labelWidth + max(boxWidth, usedWidth + overWidth) + 8
            svg.append("<text x=\"\(f(textX))\" y=\"\(f(y + 19))\" class=\"chart-value\">\(esc(bar.valueText))</text>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    /// One line of points per series, scores from 0 to 100 % over attempts.
    struct Series: Sendable {
        var name: String
        var points: [(label: String, percent: Int)]
        /// `circle` or `square`: the marks differ in shape, not only in colour.
        var shape: String
        var color: String

        init(name: String, points: [(label: String, percent: Int)], shape: String, color: String) {
            self.name = name
            self.points = points
            self.shape = shape
            self.color = color
        }
    }

    static func lines(id: String, title: String, description: String, series: [Series]) -> String {
        let width = 640.0, height = 260.0, left = 50.0, right = 20.0, top = 40.0, bottom = 40.0
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let count = max(series.map(\.points.count).max() ?? 1, 1)
        // The points sit inside the plot, clear of the axis labels.
        let inset = 30.0
        let step = count > 1 ? (plotWidth - 2 * inset) / Double(count - 1) : 0
        var svg = [open(id: id, title: title, description: description, width: width, height: height)]
        for percent in stride(from: 0, through: 100, by: 25) {
            let y = top + plotHeight * (1 - Double(percent) / 100)
            svg.append("<line x1=\"\(f(left))\" y1=\"\(f(y))\" x2=\"\(f(width - right))\" y2=\"\(f(y))\" stroke=\"#ddd\"/>")
            svg.append("<text x=\"\(f(left - 6))\" y=\"\(f(y + 4))\" text-anchor=\"end\" class=\"chart-axis\">\(percent)%</text>")
        }
        for index in 0..<count {
            let x = left + (count > 1 ? inset + step * Double(index) : plotWidth / 2)
            svg.append("<text x=\"\(f(x))\" y=\"\(f(height - bottom + 18))\" text-anchor=\"middle\" class=\"chart-axis\">\(index + 1)</text>")
        }
        svg.append("<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(height - 6))\" text-anchor=\"middle\" class=\"chart-axis\">attempt</text>")
        var legendX = left
        for (number, line) in series.enumerated() {
            let points = line.points.enumerated().map { index, point in
                (x: left + (count > 1 ? inset + step * Double(index) : plotWidth / 2), y: top + plotHeight * (1 - Double(min(max(point.percent, 0), 100)) / 100), point: point)
            }
            if points.count > 1 {
                svg.append("<polyline fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2\" points=\"\(points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " "))\"/>")
            }
            for point in points {
                svg.append(mark(line.shape, x: point.x, y: point.y, color: line.color, title: "\(line.name), \(point.point.label): \(point.point.percent)%"))
                // The first series labels its points above them, the others to their right: two
                // series at the same score would otherwise print their labels on top of each other.
                let (labelX, labelY, anchor) = number == 0 ? (point.x, point.y - 9, "middle") : (point.x + 9, point.y + 4 + 12 * Double(number - 1), "start")
                svg.append("<text x=\"\(f(labelX))\" y=\"\(f(labelY))\" text-anchor=\"\(anchor)\" class=\"chart-value\">\(point.point.percent)%</text>")
            }
            svg.append(mark(line.shape, x: legendX + 6, y: 16, color: line.color, title: nil))
            svg.append("<text x=\"\(f(legendX + 16))\" y=\"\(f(20))\" class=\"chart-label\">\(esc(line.name))</text>")
            legendX += 30 + Double(line.name.count) * 7.5
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    static func mark(_ shape: String, x: Double, y: Double, color: String, title: String?) -> String {
        let tooltip = title.map { "<title>\(esc($0))</title>" } ?? ""
        if shape == "square" {
            return "<rect x=\"\(f(x - 5))\" y=\"\(f(y - 5))\" width=\"10\" height=\"10\" fill=\"\(color)\">\(tooltip)</rect>"
        }
        return "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"5\" fill=\"\(color)\">\(tooltip)</circle>"
    }

    static func open(id: String, title: String, description: String, width: Double, height: Double) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)\" class=\"chart\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" viewBox=\"0 0 \(f(width)) \(f(height))\" width=\"\(f(width))\" height=\"\(f(height))\">"
            + "<title id=\"\(id)-title\">\(esc(title))</title><desc id=\"\(id)-desc\">\(esc(description))</desc>"
    }

    static func f(_ value: Double) -> String { String(format: "%.1f", value) }
    static func esc(_ text: String) -> String { XMLText.escape(text, attribute: false) }
}
