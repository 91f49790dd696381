// @ts-check
// Types the page's modules share, for the checker only (scripts/check-js.sh runs
// `tsc --checkJs` over web/js): the protocol's messages as docs/protocol.md describes them,
// and the page's own state. The page never loads this file; JSDoc names its types with
// `import("./types.js").Name`.

export {};

// ---------------------------------------------------------------------------------------
// Protocol: the catalog

/**
 * @typedef {object} Parameter  one of an entry's typed parameters
 * @property {string} key
 * @property {string} title
 * @property {"number" | "toggle" | "choice"} type
 * @property {number | boolean | string} default
 * @property {number} [min]
 * @property {number} [max]
 * @property {number} [step]
 * @property {string} [unit]
 * @property {string[]} [options]
 * @property {string} [help]
 */

/**
 * @typedef {object} Entry  a catalog entry
 * @property {string} id
 * @property {string} title
 * @property {string} summary
 * @property {string} origin
 * @property {string[]} operations
 * @property {string[]} interactiveOperations
 * @property {string[]} [tapOperations]
 * @property {Record<string, string>} [gestureHints]
 * @property {Record<string, string>} [releaseRules]
 * @property {Parameter[]} parameters
 */

/**
 * @typedef {object} Device
 * @property {string} name
 * @property {string} title
 * @property {number} width
 * @property {number} height
 * @property {number[]} [safeArea]
 * @property {number} [cornerRadius]
 * @property {boolean} [default]
 */

/** @typedef {{ entries: Entry[], devices: Device[] }} Catalog */

/** @typedef {Record<string, number | boolean | string>} ParameterValues */

// ---------------------------------------------------------------------------------------
// Protocol: scene and frame

/** @typedef {[number, number, number, number]} RGBA  a colour, each channel 0…1 */

/**
 * @typedef {object} ImageContent  a procedural photo (images.js paints it from its seed)
 * @property {"image"} kind
 * @property {string} seed
 * @property {[number, number]} size
 * @property {[number, number]} pixelSize
 * @property {string} contentMode
 * @property {[RGBA, RGBA]} colors
 */

/**
 * @typedef {object} TextContent
 * @property {"text"} kind
 * @property {string} text
 * @property {number} fontSize
 * @property {string} weight
 * @property {RGBA} color
 * @property {string} alignment
 * @property {number} numberOfLines
 */

/**
 * @typedef {object} SnapshotContent  an image of views at a moment (snapshot-content.js)
 * @property {"snapshot"} kind
 * @property {number} picture  index into the scene's `pictures`
 * @property {[number, number, number, number]} rect  the part of the picture the image keeps, in its points
 * @property {string} contentMode
 */

/** @typedef {ImageContent | TextContent | SnapshotContent} LayerContent */

/**
 * @typedef {object} ContentsCenter  `contentsCenter` under the `resize` gravity
 * @property {[number, number, number, number]} rect  the centre that stretches, in the drawn part's unit square
 * @property {[number, number]} size  the drawn part's natural size in the layer's points (pixels / contentsScale)
 */

/**
 * @typedef {object} ScenePicture  a captured subtree: frame layers in the picture's own points
 * @property {[number, number]} size
 * @property {FrameLayer[]} layers
 * @property {{ id: number, content: LayerContent }[]} contents
 */

/**
 * @typedef {object} SceneLayer  a layer's static half, sent once per scene
 * @property {number} id
 * @property {string} role
 * @property {number | null} parent
 * @property {number} depth
 * @property {LayerContent | null} content
 */

/**
 * @typedef {object} Marker
 * @property {string} kind
 * @property {number} time
 * @property {string} label
 */

/**
 * @typedef {object} SceneCurve  a timing curve the run used, with the engine's samples
 * @property {"basic" | "spring" | "keyframes"} kind
 * @property {number} begin
 * @property {number} duration
 * @property {"bezier" | "spring"} timing
 * @property {number[]} [controlPoints]
 * @property {string} [name]
 * @property {number} [dampingRatio]
 * @property {number} [stiffness]
 * @property {number} [damping]
 * @property {number} [mass]
 * @property {number} [initialVelocity]
 * @property {number} [settlingDuration]
 * @property {number} [overshoot]
 * @property {string} [calculationMode]
 * @property {number[]} [keyTimes]
 * @property {string[]} properties
 * @property {AnimatedValue[]} [values]  what the block set each property to (absent from older servers)
 * @property {number[]} samples  progress at begin + i · duration / (samples.length − 1)
 * @property {"UIViewPropertyAnimator" | "CoreAnimation"} [api]  present when a property animator or an explicit Core Animation animation made the curve
 * @property {number} [stretch]  with `api`: 0 for the animator as made, later for its re-timed rests
 */

/**
 * @typedef {number | number[]} PropertyValue  a number, or x, y / x, y, w, h / r, g, b, a / m11 … m44
 */

/**
 * @typedef {object} AnimatedValue  one property an animation block animated
 * @property {number} layer
 * @property {string} property  the layer property: position, bounds, opacity, transform …
 * @property {PropertyValue} from  the model value before the block
 * @property {PropertyValue} to  the last value the block set
 * @property {{ start: number, duration: number, value: PropertyValue }[]} [keyframes]  keyframe groups: each addKeyframe's window and value
 */

/**
 * @typedef {object} SceneExport  what the JSON export needs to write the CLI's file
 * @property {number} fps
 * @property {number[]} times
 * @property {Record<string, unknown>} layerDefaults
 */

/**
 * @typedef {object} Finding  a contract checker finding
 * @property {string} code
 * @property {number} time
 * @property {string} [view]
 * @property {string} message
 * @property {string} [file]
 * @property {number} [line]
 */

/**
 * @typedef {object} Diagnostic  a compiler's or a run's message about a place in a file
 * @property {string} file
 * @property {number} line
 * @property {number} column
 * @property {string} severity
 * @property {string} message
 * @property {string | null} [source]  the line of source, for the caret
 */

/**
 * @typedef {object} SceneMessage  the `scene` message, as it arrives
 * @property {"scene"} type
 * @property {number | string} [id]
 * @property {string} entry
 * @property {string} operation
 * @property {string} device
 * @property {boolean} [reduceMotion]  present (true) when the run's device has Reduce Motion on
 * @property {ParameterValues} parameters
 * @property {boolean} interactive
 * @property {boolean} live
 * @property {boolean} recorded
 * @property {[number, number]} viewport
 * @property {number} duration
 * @property {number} endTime
 * @property {string} state
 * @property {SceneLayer[]} layers
 * @property {Marker[]} markers
 * @property {SceneCurve[]} curves
 * @property {SceneExport} [export]
 * @property {{ time: number, layer: number, role: string }} [nonFinite]
 * @property {Finding[]} [findings]
 * @property {(LayerContent | null)[]} [contentVersions]  content of layers whose content changed during the run
 * @property {ScenePicture[]} [pictures]  the pictures snapshot content refers to
 */

/**
 * @typedef {SceneMessage & { contentById: Map<number, LayerContent>, roleById: Map<number, string> }} Scene
 *   a scene with state.js's lookups by layer id
 */

/**
 * @typedef {object} FrameLayer  a layer in a frame (the wire leaves defaults out)
 * @property {number} id
 * @property {number[]} quad  the bounds' corners in viewport points: x, y of top-left, top-right, bottom-right, bottom-left
 * @property {number} opacity
 * @property {[number, number]} size
 * @property {number[]} [transform]
 * @property {number} [cornerRadius]
 * @property {RGBA} [background]
 * @property {number} [borderWidth]
 * @property {RGBA} [borderColor]
 * @property {number[]} [clip]
 * @property {boolean} [masksToBounds]
 * @property {boolean} [content]
 * @property {ShapeDrawing} [shape]  a CAShapeLayer's path and style
 * @property {GradientDrawing} [gradient]
 * @property {ShadowDrawing} [shadow]
 * @property {BlurDrawing} [blur]  a UIVisualEffectView's backdrop blur
 * @property {MaskDrawing} [mask]
 * @property {number} [maskedCorners]  which corners cornerRadius rounds (bits 1 TL, 2 TR, 4 BL, 8 BR); 15 when absent
 * @property {boolean} [doubleSided]  false: culled when its back faces the viewer
 * @property {number[]} [contentsRect]  the part of the content drawn, in its unit square
 * @property {ContentsCenter} [contentsCenter]  an image stretched in nine parts (nine-part.js)
 * @property {number} [contentVersion]  the scene's `contentVersions` entry this layer shows now
 * @property {number | null} [parent]  (pictures' layers, written in full) the parent layer's id
 */

/**
 * @typedef {object} ShapeDrawing
 * @property {string} path  SVG path data (M, L, Q, C, Z) in the layer's points
 * @property {RGBA | null} fill
 * @property {"evenOdd"} [fillRule]
 * @property {RGBA} [stroke]
 * @property {number} [lineWidth]
 * @property {number} [strokeStart]
 * @property {number} [strokeEnd]
 * @property {string} [lineCap]
 * @property {string} [lineJoin]
 * @property {number[]} [dash]
 * @property {number} [dashPhase]
 */

/**
 * @typedef {object} GradientDrawing
 * @property {"axial" | "radial" | "conic"} type
 * @property {RGBA[]} colors
 * @property {number[]} [locations]
 * @property {[number, number]} start  in the unit square of the bounds
 * @property {[number, number]} end
 */

/**
 * @typedef {object} BlurDrawing
 * @property {string} style  the UIBlurEffect.Style case
 * @property {number} radius  points, scaled by the effect's strength
 * @property {RGBA} tint  laid over the blurred backdrop
 */

/**
 * @typedef {object} ShadowDrawing
 * @property {RGBA} color
 * @property {number} opacity
 * @property {number} radius
 * @property {[number, number]} offset
 * @property {string} [path]
 */

/**
 * @typedef {object} MaskDrawing  a mask layer, in the masked layer's points
 * @property {[number, number, number, number]} frame
 * @property {[number, number]} [boundsOrigin]
 * @property {number} [opacity]
 * @property {boolean} [hidden]
 * @property {RGBA} [background]
 * @property {number} [cornerRadius]
 * @property {ShapeDrawing} [shape]
 * @property {GradientDrawing} [gradient]
 * @property {MaskDrawing} [mask]
 */

/**
 * @typedef {object} Frame  the `frame` message
 * @property {"frame"} [type]
 * @property {number | string} [id]
 * @property {number} seq
 * @property {number} time
 * @property {number} progress
 * @property {FrameLayer[]} layers
 */

/**
 * @typedef {object} PlaybackState  the last `state` message, with the viewer's rate and loop
 * @property {string} state  idle, running, paused, interactive, finished or cancelled
 * @property {string | null} [phase]
 * @property {boolean} [transitionWasCancelled]
 * @property {number} rate
 * @property {boolean} loop
 * @property {number} [time]
 * @property {number} [progress]
 * @property {number} [endTime]
 * @property {number} [fps]
 */

/**
 * @typedef {object} ErrorMessage
 * @property {"error"} type
 * @property {number | string} [id]
 * @property {string} code
 * @property {string} message
 * @property {string | null} request
 */

/** @typedef {{ type: string, id?: number | string, [key: string]: any }} Message  any message */

// ---------------------------------------------------------------------------------------
// Gestures

/**
 * @typedef {object} GestureSample  one sample of a trace (the CLI's trace format)
 * @property {number} t
 * @property {"began" | "changed" | "ended" | "cancelled"} phase
 * @property {number} x
 * @property {number} y
 * @property {number} [x2]  the second finger of a two-finger gesture (both or neither)
 * @property {number} [y2]
 */

// ---------------------------------------------------------------------------------------
// The page

/** @typedef {{ in: number, out: number }} Range  an in/out range in seconds */

/**
 * @typedef {object} Selection  what session.js's applySelection selects
 * @property {string} [entry]
 * @property {string} [operation]
 * @property {string} [device]
 * @property {ParameterValues} [parameters]
 * @property {number} [progress]
 * @property {GestureSample[] | null} [gesture]
 * @property {boolean} [reduceMotion]  the device's Reduce Motion setting (default: the page's)
 */

/**
 * @typedef {object} PageState  the page's state (state.js createState)
 * @property {Catalog | null} catalog
 * @property {string | null} entry
 * @property {string | null} operation
 * @property {string} device
 * @property {boolean} reduceMotion  the device's Reduce Motion setting, as the scene reports it
 * @property {ParameterValues} parameters
 * @property {number} progress
 * @property {Scene | null} scene
 * @property {Frame | null} frame
 * @property {PlaybackState} playback
 * @property {{ state: string, retryIn: number }} connection
 * @property {boolean} exploded
 * @property {number | null} hoverId
 * @property {boolean} hoverFromList
 * @property {number | null} stepTarget
 * @property {number | null} selectedId
 * @property {GestureSample[] | null} lastTrace
 * @property {{ id: number, cx: number, cy: number } | null} tap
 * @property {GestureSample[] | null} replayTrace
 * @property {Range | null} range
 * @property {boolean} holdFrames
 * @property {boolean} restoring
 * @property {boolean} released
 * @property {boolean} exporting
 * @property {number | null} drawnSeq
 * @property {ReturnType<typeof setTimeout> | undefined} bannerTimer
 */

/**
 * @typedef {object} PlacedLayer  a layer as painted (layer-painter.js): its size, the map from
 *   its bounds to viewport points, and where it went
 * @property {number} id
 * @property {number} depth
 * @property {number} w
 * @property {number} h
 * @property {number[]} H  the 3×3 homography, row-major
 * @property {boolean} affine
 * @property {number} radius
 * @property {number} [corners]  maskedCorners bits (15 when absent)
 * @property {number[]} quad
 * @property {number} magnification
 */

/** @typedef {[number, number, number, number, number, number]} Affine  canvas-order a, b, c, d, e, f */

/** @typedef {import("./toast.js").Toasts} Toasts */
/** @typedef {import("./connection.js").Connection} Connection */
