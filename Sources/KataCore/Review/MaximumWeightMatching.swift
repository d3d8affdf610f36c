/// The best assignment of findings to key items: each finding earns at most one item, each item is
/// earned at most once, and the total weight is the largest possible (the Hungarian method). A
/// greedy pass would let one finding take the item another needed, and make the result depend on
/// the order of the review's lines; this does neither.
enum MaximumWeightMatching {
    /// `weights[row][column]` ≥ 0, 0 meaning "cannot be paired". Returns, for each row, the column
    /// it is paired with, or nil. Ties are broken by position, so callers sort rows and columns
    /// into a canonical order first.
    static func solve(_ weights: [[Int]]) -> [Int?] {
        let rows = weights.count
        let columns = weights.first?.count ?? 0
        guard rows > 0, columns > 0 else { return Array(repeating: nil, count: rows) }
        let size = max(rows, columns)
        let largest = weights.flatMap { $0 }.max() ?? 0
        // Minimum-cost form on a square matrix: cost = largest − weight; padding costs `largest`.
        func cost(_ row: Int, _ column: Int) -> Int {
            row < rows && column < columns ? largest - weights[row][column] : largest
        }
        // Potentials and the matching, 1-based with a virtual column 0 (the textbook O(n³) form).
        var rowPotential = Array(repeating: 0, count: size + 1)
        var columnPotential = Array(repeating: 0, count: size + 1)
        var rowOfColumn = Array(repeating: 0, count: size + 1)
        var way = Array(repeating: 0, count: size + 1)
        for row in 1...size {
            rowOfColumn[0] = row
            var column = 0
            var slack = Array(repeating: Int.max, count: size + 1)
            var used = Array(repeating: false, count: size + 1)
            repeat {
                used[column] = true
                let current = rowOfColumn[column]
                var delta = Int.max
                var nextColumn = 0
                for candidate in 1...size where !used[candidate] {
                    let reduced = cost(current - 1, candidate - 1) - rowPotential[current] - columnPotential[candidate]
                    if reduced < slack[candidate] {
                        slack[candidate] = reduced
                        way[candidate] = column
                    }
                    if slack[candidate] < delta {
                        delta = slack[candidate]
                        nextColumn = candidate
                    }
                }
                for candidate in 0...size {
                    if used[candidate] {
                        rowPotential[rowOfColumn[candidate]] += delta
                        columnPotential[candidate] -= delta
                    } else {
                        slack[candidate] -= delta
                    }
                }
                column = nextColumn
            } while rowOfColumn[column] != 0
            repeat {
                let previous = way[column]
                rowOfColumn[column] = rowOfColumn[previous]
                column = previous
            } while column != 0
        }
        return pairs(rowOfColumn, weights: weights)
    }

    /// For each row, the column the 1-based matching pairs it with, if their weight is not 0.
    static func pairs(_ rowOfColumn: [Int], weights: [[Int]]) -> [Int?] {
        let rows = weights.count
        let columns = weights.first?.count ?? 0
        var result: [Int?] = Array(repeating: nil, count: rows)
        for column in 1..<rowOfColumn.count {
            let row = rowOfColumn[column] - 1
            let item = column - 1
            if row >= 0, row < rows, item < columns, weights[row][item] > 0 {
                result[row] = item
            }
        }
        return result
    }
}
