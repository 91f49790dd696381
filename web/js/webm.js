// @ts-check
// A WebM file from encoded video chunks. The page encodes frame by frame (WebCodecs), so the
// whole file is known before the first byte is written: every element's size is exact, and
// the duration is in the header — a MediaRecorder file, written as it streams, has no
// duration, which is why its players showed "Infinity" (issue 12).
//
// Only what players need is written: the EBML header, Info (with Duration), one video track,
// and one Cluster per key frame with SimpleBlocks. Timestamps are in milliseconds (the
// default TimestampScale); a block's timestamp is relative to its cluster's and must fit an
// int16, so a cluster never spans more than MAX_CLUSTER_MS.

/** @typedef {{ timestampMs: number, key: boolean, data: Uint8Array }} Chunk  an encoded frame */

const MAX_CLUSTER_MS = 30_000;

const ID = {
  EBML: 0x1a45dfa3, EBMLVersion: 0x4286, EBMLReadVersion: 0x42f7, EBMLMaxIDLength: 0x42f2, EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282, DocTypeVersion: 0x4287, DocTypeReadVersion: 0x4285,
  Segment: 0x18538067, Info: 0x1549a966, TimestampScale: 0x2ad7b1, MuxingApp: 0x4d80, WritingApp: 0x5741, Duration: 0x4489,
  Tracks: 0x1654ae6b, TrackEntry: 0xae, TrackNumber: 0xd7, TrackUID: 0x73c5, TrackType: 0x83, FlagLacing: 0x9c,
  CodecID: 0x86, DefaultDuration: 0x23e383, Video: 0xe0, PixelWidth: 0xb0, PixelHeight: 0xba,
  Colour: 0x55b0, MatrixCoefficients: 0x55b1, Range: 0x55b9, TransferCharacteristics: 0x55ba, Primaries: 0x55bb,
  Cluster: 0x1f43b675, Timestamp: 0xe7, SimpleBlock: 0xa3,
};

/** Matroska codec IDs of the WebCodecs codec strings the page asks for. */
/** @type {Record<string, string>} */
export const CODEC_IDS = { vp8: "V_VP8", vp09: "V_VP9", av01: "V_AV1" };

// WebCodecs' colour-space names → Matroska's codes (ITU-T H.273). The encoder converts the
// canvas's RGB to YUV with some matrix; without a Colour element a player guesses another one
// and every colour shifts by several levels.
/** @type {Record<string, number>} */
const MATRIX = { rgb: 0, bt709: 1, bt470bg: 5, smpte170m: 6, "bt2020-ncl": 9 };
/** @type {Record<string, number>} */
const TRANSFER = { bt709: 1, smpte170m: 6, linear: 8, "iec61966-2-1": 13, pq: 16, hlg: 18 };
/** @type {Record<string, number>} */
const PRIMARIES = { bt709: 1, bt470bg: 5, smpte170m: 6, bt2020: 9, smpte432: 12 };

/**
 * @param {VideoColorSpaceInit | null} space
 * @returns {Uint8Array[]}
 */
function colour(space) {
  if (!space) return [];
  /** @type {Uint8Array[]} */
  const fields = [];
  if (space.matrix in MATRIX) fields.push(uint(ID.MatrixCoefficients, MATRIX[space.matrix]));
  if (space.fullRange != null) fields.push(uint(ID.Range, space.fullRange ? 2 : 1));
  if (space.transfer in TRANSFER) fields.push(uint(ID.TransferCharacteristics, TRANSFER[space.transfer]));
  if (space.primaries in PRIMARIES) fields.push(uint(ID.Primaries, PRIMARIES[space.primaries]));
  return fields.length ? [element(ID.Colour, fields)] : [];
}

/**
 * @param {number} id
 * @returns {Uint8Array}
 */
function idBytes(id) {
  const out = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v & 0xff);
  return Uint8Array.from(out);
}

/**
 * An EBML variable-length size: the shortest form whose all-ones value (reserved) is not hit.
 * @param {number} size
 * @returns {Uint8Array}
 */
function sizeBytes(size) {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = new Uint8Array(length);
      let v = size;
      for (let i = length - 1; i >= 0; i--) { out[i] = v % 256; v = Math.floor(v / 256); }
      out[0] |= 0x80 >> (length - 1);
      return out;
    }
  }
  throw new RangeError(`an EBML element of ${size} bytes is too large`);
}

/**
 * @param {number} value
 * @returns {Uint8Array}
 */
function uintBytes(value) {
  const out = [];
  let v = value;
  do { out.unshift(v % 256); v = Math.floor(v / 256); } while (v > 0);
  return Uint8Array.from(out);
}

/**
 * @param {Uint8Array[]} parts
 * @returns {Uint8Array}
 */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/**
 * @param {number} id
 * @param {Uint8Array | Uint8Array[]} body
 * @returns {Uint8Array}
 */
function element(id, body) {
  const data = body instanceof Uint8Array ? body : concat(body);
  return concat([idBytes(id), sizeBytes(data.length), data]);
}

/**
 * @param {number} id
 * @param {number} value
 */
const uint = (id, value) => element(id, uintBytes(value));
/**
 * @param {number} id
 * @param {string} value
 */
const text = (id, value) => element(id, new TextEncoder().encode(value));
/**
 * @param {number} id
 * @param {number} value
 * @returns {Uint8Array}
 */
function float(id, value) {
  const data = new Uint8Array(8);
  new DataView(data.buffer).setFloat64(0, value);
  return element(id, data);
}

/**
 * @param {Chunk} chunk
 * @param {number} relative
 * @returns {Uint8Array}
 */
function simpleBlock(chunk, relative) {
  const header = new Uint8Array(4);
  header[0] = 0x81; // track 1, as a one-byte vint
  new DataView(header.buffer).setInt16(1, relative);
  header[3] = chunk.key ? 0x80 : 0;
  return element(ID.SimpleBlock, [header, chunk.data]);
}

/**
 * The WebM file of `chunks` ({timestampMs, key, data: Uint8Array}, in decode order, the
 * first a key frame), each shown for `frameMs`. `codec` is the WebCodecs codec string;
 * `colorSpace` the encoder's (its decoderConfig.colorSpace), recorded in the track.
 * @param {{ codec: string, width: number, height: number, frameMs: number, chunks: Chunk[], colorSpace?: VideoColorSpaceInit | null }} file
 * @returns {Uint8Array}
 */
export function muxWebM({ codec, width, height, frameMs, chunks, colorSpace = null }) {
  const codecID = CODEC_IDS[codec.split(".")[0]];
  if (!codecID) throw new Error(`WebM cannot carry the codec ${codec}`);
  if (!chunks.length || !chunks[0].key) throw new Error("a WebM file starts with a key frame");

  /** @type {{ start: number, blocks: Uint8Array[] }[]} */
  const clusters = [];
  /** @type {{ start: number, blocks: Uint8Array[] } | null} */
  let cluster = null;
  for (const chunk of chunks) {
    const ms = Math.round(chunk.timestampMs);
    if (!cluster || chunk.key || ms - cluster.start > MAX_CLUSTER_MS) {
      cluster = { start: ms, blocks: [] };
      clusters.push(cluster);
    }
    cluster.blocks.push(simpleBlock(chunk, ms - cluster.start));
  }

  const header = element(ID.EBML, [
    uint(ID.EBMLVersion, 1), uint(ID.EBMLReadVersion, 1), uint(ID.EBMLMaxIDLength, 4), uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, "webm"), uint(ID.DocTypeVersion, 4), uint(ID.DocTypeReadVersion, 2),
  ]);
  const info = element(ID.Info, [
    uint(ID.TimestampScale, 1_000_000), text(ID.MuxingApp, "transitions"), text(ID.WritingApp, "transitions"),
    float(ID.Duration, chunks.length * frameMs),
  ]);
  const tracks = element(ID.Tracks, [element(ID.TrackEntry, [
    uint(ID.TrackNumber, 1), uint(ID.TrackUID, 1), uint(ID.TrackType, 1), uint(ID.FlagLacing, 0),
    text(ID.CodecID, codecID), uint(ID.DefaultDuration, Math.round(frameMs * 1e6)),
    element(ID.Video, [uint(ID.PixelWidth, width), uint(ID.PixelHeight, height), ...colour(colorSpace)]),
  ])]);
  const body = clusters.map((c) => element(ID.Cluster, [uint(ID.Timestamp, c.start), ...c.blocks]));
  return concat([header, element(ID.Segment, [info, tracks, ...body])]);
}
