// WebCodecs' video encoder as run-export.js uses it: TypeScript 4.8's DOM library (Debian's
// node-typescript) does not declare it yet. Only the members the page calls.

interface EncodedVideoChunk {
  readonly type: "key" | "delta";
  readonly timestamp: number;
  readonly byteLength: number;
  copyTo(destination: ArrayBufferView): void;
}

interface VideoEncoderConfig {
  codec: string;
  width: number;
  height: number;
  framerate?: number;
  bitrate?: number;
  latencyMode?: "quality" | "realtime";
}

interface VideoEncoderInit {
  output(chunk: EncodedVideoChunk, metadata?: { decoderConfig?: { colorSpace?: VideoColorSpaceInit } }): void;
  error(error: DOMException): void;
}

interface VideoEncoder {
  readonly state: "unconfigured" | "configured" | "closed";
  readonly encodeQueueSize: number;
  configure(config: VideoEncoderConfig): void;
  encode(frame: VideoFrame, options?: { keyFrame?: boolean }): void;
  flush(): Promise<void>;
  close(): void;
}

declare var VideoEncoder: {
  prototype: VideoEncoder;
  new (init: VideoEncoderInit): VideoEncoder;
  isConfigSupported(config: VideoEncoderConfig): Promise<{ supported?: boolean; config?: VideoEncoderConfig }>;
};

interface VideoFrame {
  close(): void;
}

declare var VideoFrame: {
  prototype: VideoFrame;
  new (image: CanvasImageSource, init?: { timestamp: number; duration?: number }): VideoFrame;
};
