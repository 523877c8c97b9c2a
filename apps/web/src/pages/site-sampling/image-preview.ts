/**
 * A photo's preview made in the browser before upload (the server has no image tooling): the
 * picture scaled to fit `max` pixels on its longer side, as a JPEG of a few tens of kilobytes —
 * what lists and the report's photo page show; the original is kept as taken. Null when the
 * browser cannot decode or draw it (the photo is still uploaded, without a preview).
 */
export async function photoPreview(file: File, max = 480): Promise<File | null> {
  try {
    const bitmap = await decode(file);
    const ratio = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * ratio));
    const height = Math.max(1, Math.round(bitmap.height * ratio));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(bitmap as CanvasImageSource, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    if (!blob) return null;
    const base = file.name.replace(/\.[^.]+$/, '') || 'photo';
    return new File([blob], `${base}-preview.jpg`, { type: 'image/jpeg' });
  } catch {
    return null;
  }
}

async function decode(file: File): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}
