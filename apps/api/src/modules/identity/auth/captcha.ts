import { randomInt } from 'node:crypto';

/** Stroke glyphs of the digits on a 4 × 6 grid: drawn as paths, so the answer is not text in the SVG. */
const GLYPHS: Record<string, string[]> = {
  '0': ['0,0 4,0 4,6 0,6 0,0', '4,0 0,6'],
  '1': ['1,1 2,0 2,6', '1,6 3,6'],
  '2': ['0,0 4,0 4,3 0,3 0,6 4,6'],
  '3': ['0,0 4,0 4,6 0,6', '1,3 4,3'],
  '4': ['0,0 0,3 4,3', '3,0 3,6'],
  '5': ['4,0 0,0 0,3 4,3 4,6 0,6'],
  '6': ['4,0 0,0 0,6 4,6 4,3 0,3'],
  '7': ['0,0 4,0 1,6'],
  '8': ['0,0 4,0 4,6 0,6 0,0', '0,3 4,3'],
  '9': ['4,3 0,3 0,0 4,0 4,6 0,6'],
};

const COLORS = ['#1f6f8b', '#99431f', '#2d6a4f', '#5a189a', '#9d0208', '#3a0ca3'];

export function randomCaptchaText(length = 4): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String(randomInt(0, 10));
  return s;
}

/** An SVG captcha (111 × 36) with jittered, rotated stroke digits and noise, as a data URL. */
export function renderCaptcha(text: string): string {
  const width = 111;
  const height = 36;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f6f8"/>`];
  for (let i = 0; i < 4; i++) {
    const c = COLORS[randomInt(0, COLORS.length)];
    parts.push(`<path d="M${randomInt(0, width)} ${randomInt(0, height)} Q${randomInt(0, width)} ${randomInt(0, height)} ${randomInt(0, width)} ${randomInt(0, height)}" stroke="${c}" fill="none" stroke-width="1"/>`);
  }
  [...text].forEach((ch, i) => {
    const scale = 3.4 + randomInt(0, 8) / 10;
    const x = 12 + i * 24 + randomInt(-2, 3);
    const y = 6 + randomInt(-2, 3);
    const rot = randomInt(-20, 21);
    const color = COLORS[randomInt(0, COLORS.length)];
    const lines = (GLYPHS[ch] ?? [])
      .map((pts) => {
        const jittered = pts
          .split(' ')
          .map((p) => p.split(',').map((n) => Number(n) * scale + randomInt(-1, 2) * 0.4).join(','))
          .join(' ');
        return `<polyline points="${jittered}" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;
      })
      .join('');
    parts.push(`<g transform="translate(${x} ${y}) rotate(${rot} ${2 * scale} ${3 * scale})">${lines}</g>`);
  });
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="1" fill="${COLORS[randomInt(0, COLORS.length)]}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
