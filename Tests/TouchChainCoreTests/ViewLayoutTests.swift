import Testing
@testable import TouchChainCore

/// Issue 13, memory per view: a plain view is one heap block of 104 bytes (its fields most
/// views keep at their defaults live in `ViewExtras`, made on first write), and the view's
/// 16-bit generation can hold every generation a handle may carry.
@Suite("View layout")
struct ViewLayoutTests {
    @Test func MEM_view_generation_fits_sixteen_bits() {
        #expect(Constants.maxObjectGeneration <= UInt32(UInt16.max))
    }

    @Test func MEM_the_flags_read_back_as_set() throws {
        let scene = try Scene()
        let win = try makeView(scene, nil, "win", 0, 0, 100, 100)
        let v = try makeView(scene, win, "v", 0, 0, 10, 10)
        #expect(win.isWindow && !v.isWindow && v.isAlive && v.isUserInteractionEnabled)
        let flags: [View.Flag] = [.hidden, .userInteractionEnabled, .multipleTouchEnabled, .exclusiveTouch,
                                  .canBecomeFirstResponder, .hitsOutsideBounds, .usePresentation,
                                  .canResignFirstResponder]
        for f in flags {
            let before = flags.map { v.flag($0) }
            try v.setFlag(f, !v.flag(f))
            // The one flag changed, no other.
            for (k, g) in flags.enumerated() { #expect(v.flag(g) == (g == f ? !before[k] : before[k])) }
            try v.setFlag(f, !v.flag(f))
        }
        try v.setAlpha(0.5)
        #expect(v.alpha == 0.5)
        #expect(v.isAlive && !v.isWindow)
    }

    /// The control and scroll-view flags mirror `control` and `scroll` (the responder walk
    /// reads the flags instead of the extras).
    @Test func MEM_control_and_scroll_flags_follow_their_fields() throws {
        let scene = try Scene()
        let win = try makeView(scene, nil, "win", 0, 0, 100, 100)
        let v = try makeView(scene, win, "v", 0, 0, 10, 10)
        #expect(!v.isControl && !v.isScrollView)
        try v.setControl(.button)
        #expect(v.isControl && v.control != nil && !v.isScrollView)
        try v.setControl(nil)
        #expect(!v.isControl && v.control == nil)
        try v.setScroll(ScrollParameters())
        #expect(v.isScrollView && v.scroll != nil && !v.isControl)
        try scene.destroy(v)
        #expect(!v.isScrollView && !v.isControl)
    }

    /// The child index has about two children per cell, its cells shaped after the children's
    /// extent, with no more columns than cells: a row of 40 wide children gets one row of
    /// at most 20 cells (a square-count grid entered each child in many cells); a tall list
    /// gets few columns.
    @Test func MEM_child_index_cells_follow_the_children_extent() throws {
        for wide in [true, false] {
            let scene = try Scene()
            let win = try makeView(scene, nil, "", 0, 0, 4000, 4000)
            for i in 0..<40 {
                _ = try makeView(scene, win, "", wide ? Double(i) * 100 : 0, wide ? 0 : Double(i) * 44,
                                 wide ? 100 : 320, wide ? 1 : 44)
            }
            _ = try scene.hitTest(win, Point(50, 0.5))
            let idx = scene.hitTesting.flat.indexes[0]
            #expect(!idx.dirty)
            #expect(Int(idx.cols) * Int(idx.rows) <= 20 + Int(max(idx.cols, idx.rows)))
            if wide { #expect(idx.rows == 1 && idx.cols <= 20) } else { #expect(idx.cols <= 2) }
        }
    }

    #if os(Linux)
    @Test func MEM_a_plain_view_is_one_104_byte_block() throws {
        let scene = try Scene()
        let win = try makeView(scene, nil, "", 0, 0, 100, 100)
        let v = try makeView(scene, win, "", 0, 0, 10, 10)
        #expect(mallocUsableSize(Unmanaged.passUnretained(v).toOpaque()) <= 104)
    }
    #endif
}

#if os(Linux)
/// glibc's malloc_usable_size (malloc.h, which the Glibc module leaves out).
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ p: UnsafeMutableRawPointer?) -> Int
#endif
