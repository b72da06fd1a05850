/**
 * Draws a captcha: digits from a 5x7 bitmap font, each scaled, rotated, sheared and offset at
 * random, the whole image bent by a sine wave, crossed by noise lines and sprinkled with dots.
 */
import { randomInt } from 'node:crypto';
import { encodePng, type RgbImage } from './png.ts';

const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 44;

type Rgb = [number, number, number];

/** A random number in [min, max). */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

class Canvas implements RgbImage {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }
  set(x: number, y: number, colour: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(colour, (py * this.width + px) * 3);
  }
  get(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 3;
    return [this.pixels[i], this.pixels[i + 1], this.pixels[i + 2]];
  }
}

function line(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, colour: Rgb, thickness: number): void {
  const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) * 2);
  for (let s = 0; s <= steps; s++) {
    const x = x0 + ((x1 - x0) * s) / steps;
    const y = y0 + ((y1 - y0) * s) / steps;
    for (let t = 0; t < thickness; t++) canvas.set(x, y + t, colour);
  }
}

function darkColour(): Rgb {
  return [randomInt(10, 110), randomInt(10, 110), randomInt(40, 150)];
}

/** Renders the digits (e.g. "4821") as a PNG captcha image. */
export function renderCaptcha(digits: string): Buffer {
  const background: Rgb = [randomInt(225, 250), randomInt(225, 250), randomInt(225, 250)];
  const glyphs = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, background);
  const cell = CAPTCHA_WIDTH / (digits.length + 0.6);
  [...digits].forEach((digit, index) => {
    const rows = FONT[digit];
    if (!rows) throw new RangeError(`captcha digits only, got "${digit}"`);
    const scale = rand(3.6, 4.4);
    const angle = rand(-0.35, 0.35);
    const shear = rand(-0.25, 0.25);
    const cx = cell * (index + 0.8) + rand(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + rand(-3, 3);
    const colour = darkColour();
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    // Sub-cell sampling fills each font cell solidly after rotation.
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (rows[row][col] !== '1') continue;
        for (let sy = 0; sy < 1; sy += 0.2) {
          for (let sx = 0; sx < 1; sx += 0.2) {
            const fx = (col + sx - 2.5) * scale;
            const fy = (row + sy - 3.5) * scale;
            const x = fx + shear * fy;
            glyphs.set(cx + x * cos - fy * sin, cy + x * sin + fy * cos, colour);
          }
        }
      }
    }
  });
  // Bend the whole image along a sine wave.
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, background);
  const amplitude = rand(1.5, 3);
  const period = rand(14, 24);
  const phase = rand(0, Math.PI * 2);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const sourceY = Math.round(y + amplitude * Math.sin(x / period + phase));
      if (sourceY >= 0 && sourceY < CAPTCHA_HEIGHT) canvas.set(x, y, glyphs.get(x, sourceY));
    }
  }
  for (let i = 0; i < 5; i++) {
    const colour: Rgb = [randomInt(60, 200), randomInt(60, 200), randomInt(60, 200)];
    line(
      canvas,
      rand(0, 20),
      rand(0, CAPTCHA_HEIGHT),
      rand(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH),
      rand(0, CAPTCHA_HEIGHT),
      colour,
      i % 2 ? 1 : 2,
    );
  }
  for (let i = 0; i < 180; i++) {
    canvas.set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)]);
  }
  return encodePng(canvas);
}
