import Foundation
import KataCLI
exit(KataCLI.main())
