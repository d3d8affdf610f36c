
struct Tally { var shown = 0
    var refused = 1 }
