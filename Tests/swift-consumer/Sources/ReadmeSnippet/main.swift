// Replaced by the README's ```swift block in the scratch copy that Tests/readme/run_readme.py
// builds; on its own this package builds an empty program, which proves the dependency links.
import TouchChainCore
