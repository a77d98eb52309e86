// Preview pictures of the demo dashboards: small PNG charts drawn in the dashboard's theme colours,
// so the seeded portal needs no image from elsewhere.
import { PNG } from 'pngjs';

const WIDTH = 480;
const HEIGHT = 270;

type Rgb = [number, number, number];
const hexToRgb = (hex: string): Rgb => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/** A deterministic pseudo-random series from a text, so each dashboard gets its own shape. */
export function seriesFrom(text: string, count: number): number[] {
  let seed = [...text].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return 0.25 + ((seed >>> 8) % 1000) / 1333;
  });
}

export function previewPng(title: string, kind: string, colours: { primary: string; secondary: string; background: string }): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const [bg, main, accent] = [colours.background, colours.primary, colours.secondary].map(hexToRgb);
  const paint = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (WIDTH * y + x) << 2;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) paint(x, y, bg);
  // Header band in the primary colour, then a chart of the dashboard's own kind.
  for (let y = 0; y < 28; y++) for (let x = 0; x < WIDTH; x++) paint(x, y, main);
  const values = seriesFrom(title, 8);
  const chartTop = 50;
  const chartHeight = HEIGHT - chartTop - 20;
  if (kind === 'pie') {
    const cx = WIDTH / 2,
      cy = chartTop + chartHeight / 2,
      radius = chartHeight / 2;
    const split = values[0] * 2 * Math.PI;
    for (let y = -radius; y <= radius; y++)
      for (let x = -radius; x <= radius; x++) {
        if (x * x + y * y > radius * radius) continue;
        const angle = Math.atan2(y, x) + Math.PI;
        paint(Math.round(cx + x), Math.round(cy + y), angle < split ? main : accent);
      }
  } else if (kind === 'line') {
    let previous: [number, number] | undefined;
    values.forEach((value, i) => {
      const point: [number, number] = [30 + (i * (WIDTH - 60)) / (values.length - 1), chartTop + chartHeight * (1 - value)];
      if (previous) {
        const steps = Math.ceil(point[0] - previous[0]);
        for (let s = 0; s <= steps; s++) {
          const x = previous[0] + ((point[0] - previous[0]) * s) / steps;
          const y = previous[1] + ((point[1] - previous[1]) * s) / steps;
          for (let t = -2; t <= 2; t++) paint(Math.round(x), Math.round(y) + t, main);
          for (let fill = Math.round(y) + 3; fill < chartTop + chartHeight; fill += 3) paint(Math.round(x), fill, accent);
        }
      }
      previous = point;
    });
  } else {
    const barWidth = (WIDTH - 60) / values.length;
    values.forEach((value, i) => {
      const width = kind === 'funnel' ? (WIDTH - 60) * (1 - i / values.length) : barWidth - 8;
      const height = kind === 'funnel' ? chartHeight / values.length - 4 : chartHeight * value;
      const left = kind === 'funnel' ? (WIDTH - width) / 2 : 30 + i * barWidth;
      const top = kind === 'funnel' ? chartTop + i * (chartHeight / values.length) : chartTop + chartHeight - height;
      for (let y = Math.round(top); y < top + height; y++)
        for (let x = Math.round(left); x < left + width; x++) paint(x, y, i % 2 ? accent : main);
    });
  }
  return PNG.sync.write(png);
}
