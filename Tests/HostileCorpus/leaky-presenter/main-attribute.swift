// The learner's own entry point.
// expect: compile-error "remove @main"
// at: file
@main
struct RogueApp {
    static func main() {}
}
