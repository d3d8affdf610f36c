
import Observation

@Observable final class LoanForm {
    var days = 14
    private(set) var note = ""
}
