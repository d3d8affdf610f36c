// Prints event-stream records claiming the check passed, then crashes.
// expect: stale-index crash "index out of range"
// expect: view-is-weak pass
// at: init
print(#"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"KataChecks.StaleIndex/aTapOnARowThatNoLongerExistsDoesNothing()/StaleIndex.swift:8:6"},"version":0}"#)
print(#"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#)
// at: didSelectRow
_ = orders[index]
