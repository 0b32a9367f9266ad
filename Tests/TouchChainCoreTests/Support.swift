@testable import TouchChainCore

/// A recorder of responder deliveries: "name:phase:count" strings in call order.
final class Log {
    var lines: [String] = []
}

func name(_ r: ResponderRef) -> String {
    switch r {
    case .view(let v): return v.name
    case .controller: return "controller"
    case .application: return "app"
    case .appDelegate: return "delegate"
    }
}

func phaseName(_ p: Phase) -> String {
    switch p {
    case .began: return "began"
    case .moved: return "moved"
    case .stationary: return "stationary"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .changed: return "changed"
    }
}

/// Handlers that log every touches delivery and answer `handled`.
func touchLogger(_ log: Log, handled: Bool) -> ResponderHandlers {
    ResponderHandlers(touches: { r, d in
        log.lines.append("\(name(r)):\(phaseName(d.phase)):\(d.touches.count)")
        return handled
    })
}

func makeView(_ scene: Scene, _ parent: View?, _ n: String,
              _ x: Double, _ y: Double, _ w: Double, _ h: Double) throws -> View {
    let v = parent == nil ? try scene.createWindow(frame: Rect(x, y, w, h))
                          : try scene.createView(frame: Rect(x, y, w, h))
    v.name = n
    if let parent { try parent.addSubview(v) }
    return v
}

/// A window and a list filling it that scrolls vertically over `content` (S1).
func makeScrollingList(_ scene: Scene, width: Double = 320, height: Double = 480,
                       content: Size = Size(320, 2000)) throws -> (window: View, list: View) {
    let win = try makeView(scene, nil, "win", 0, 0, width, height)
    let list = try makeView(scene, win, "list", 0, 0, width, height)
    var p = ScrollParameters()
    p.contentSize = content
    try list.setScroll(p)
    return (win, list)
}

func sample(_ id: Int64, _ phase: Phase, _ x: Double, _ y: Double, _ t: Double) -> TouchSample {
    TouchSample(id: id, phase: phase, x: x, y: y, timestamp: t)
}
