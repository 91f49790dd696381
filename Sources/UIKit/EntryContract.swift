// Not UIKit: the few names of the preview's own a catalog scenario writes besides UIKit's —
// the operation it starts, the device it runs on and the touches a gesture script sends
// (docs/adding-an-entry.md). Every other name of the engine stays in the engine: `import
// UIKit` brings UIKit's, Core Animation's and CoreGraphics' names and these, so an app's own
// `View`, `Size` or `Layer` never meets one of ours (docs/bring-your-own.md, "What `import
// UIKit` brings").

@_exported import struct TransitionKit.Device
@_exported import struct TransitionKit.GestureSample
@_exported import enum TransitionKit.TransitionOperation
