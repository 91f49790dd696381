// @ts-check
// An animated PNG from still PNGs (the canvas encodes each frame; this only re-packs chunks):
// the first frame's IHDR and IDAT stay as they are, later frames' IDAT data become fdAT
// chunks, and every frame gets an fcTL with an exact delay of 1/fps s. Lossless, plays in
// every current browser and pastes into pull requests and docs, unlike a video.

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * @param {Uint8Array} bytes
 * @returns {number}
 */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * The chunks of a PNG file as {type, data}, in order.
 * @param {Uint8Array} bytes
 * @returns {{ type: string, data: Uint8Array }[]}
 */
export function pngChunks(bytes) {
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Error("not a PNG file");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** @type {{ type: string, data: Uint8Array }[]} */
  const chunks = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (at + 12 + length > bytes.length) throw new Error(`the PNG's ${type} chunk runs past the end of the file`);
    chunks.push({ type, data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/**
 * @param {string} type
 * @param {Uint8Array} data
 * @returns {Uint8Array}
 */
function chunk(type, data) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * @param {...[number, number]} pairs
 * @returns {Uint8Array}
 */
function fields(...pairs) {
  // [bytes, value] pairs, big-endian.
  const out = new Uint8Array(pairs.reduce((n, [size]) => n + size, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [size, value] of pairs) {
    if (size === 4) view.setUint32(at, value); else if (size === 2) view.setUint16(at, value); else view.setUint8(at, value);
    at += size;
  }
  return out;
}

/**
 * The APNG of `frames` (each a complete PNG file as a Uint8Array, all the same size and
 * format), shown for 1/fps s each and looped forever.
 * @param {Uint8Array[]} frames
 * @param {number} fps
 * @returns {Uint8Array}
 */
export function assembleAPNG(frames, fps) {
  if (!frames.length) throw new Error("an animated PNG needs at least one frame");
  const parsed = frames.map(pngChunks);
  const ihdr = parsed[0].find((c) => c.type === "IHDR");
  if (!ihdr) throw new Error("the first frame has no IHDR chunk");
  const width = new DataView(ihdr.data.buffer, ihdr.data.byteOffset).getUint32(0);
  const height = new DataView(ihdr.data.buffer, ihdr.data.byteOffset).getUint32(4);
  /**
   * @param {{ type: string, data: Uint8Array }[]} chunks
   */
  const sameHeader = (chunks) => {
    const other = chunks.find((c) => c.type === "IHDR");
    return other && other.data.length === ihdr.data.length && other.data.every((b, i) => b === ihdr.data[i]);
  };
  const odd = parsed.findIndex((chunks) => !sameHeader(chunks));
  if (odd >= 0) throw new Error(`frame ${odd} differs in size or pixel format from the first`);

  const out = [SIGNATURE, chunk("IHDR", ihdr.data), chunk("acTL", fields([4, frames.length], [4, 0]))];
  let sequence = 0;
  parsed.forEach((chunks, index) => {
    // delay = 1/fps s; dispose none, blend source: each frame replaces the whole canvas.
    out.push(chunk("fcTL", fields([4, sequence++], [4, width], [4, height], [4, 0], [4, 0], [2, 1], [2, fps], [1, 0], [1, 0])));
    for (const c of chunks) {
      if (c.type !== "IDAT") continue;
      if (index === 0) { out.push(chunk("IDAT", c.data)); continue; }
      const data = new Uint8Array(4 + c.data.length);
      new DataView(data.buffer).setUint32(0, sequence++);
      data.set(c.data, 4);
      out.push(chunk("fdAT", data));
    }
  });
  out.push(chunk("IEND", new Uint8Array(0)));
  const total = new Uint8Array(out.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of out) { total.set(p, at); at += p.length; }
  return total;
}
