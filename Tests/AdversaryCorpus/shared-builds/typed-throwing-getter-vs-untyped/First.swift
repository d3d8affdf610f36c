
struct ReturnRefused: Error {}
