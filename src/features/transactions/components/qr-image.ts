const SCALE = 3;
const PADDING = 48;
const LINE_HEIGHT = 40;

/**
 * The QR code on the page as a PNG with the payee and the amount written under it, for paying from another
 * phone: the SVG drawn on a canvas at three times its size, so a bank app reads it from a photo too.
 */
export async function qrImage(svg: SVGSVGElement, caption: readonly string[]): Promise<Blob> {
  const picture = new Image();
  picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await picture.decode();
  const qrSize = svg.width.baseVal.value * SCALE;
  const canvas = document.createElement('canvas');
  canvas.width = qrSize + PADDING * 2;
  canvas.height = qrSize + PADDING * 2 + caption.length * LINE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Gambar QR tidak dapat dibuat di peramban ini.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingEnabled = false;
  context.drawImage(picture, PADDING, PADDING, qrSize, qrSize);
  context.fillStyle = '#1c1917';
  context.textAlign = 'center';
  caption.forEach((line, index) => {
    context.font = `${index === 0 ? 600 : 400} 26px sans-serif`;
    context.fillText(line, canvas.width / 2, qrSize + PADDING + (index + 0.75) * LINE_HEIGHT);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Gambar QR tidak dapat dibuat di peramban ini.'))),
      'image/png',
    ),
  );
}
