
private protocol FrameMaking { func frame(for text: String) -> BorrowFrame }
struct FrameMaker: FrameMaking {
    func frame(for text: String) -> BorrowFrame { BorrowFrame(durationText: text, isBusy: false, canSubmit: true, message: nil) }
}
