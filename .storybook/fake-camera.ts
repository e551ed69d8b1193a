import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const FRAME = { width: 640, height: 480 };
const CODE_SIZE = 240;

/** Restores the device's own camera. */
export type PutCameraBack = () => void;

/**
 * Points the page's camera at something: `getUserMedia` answers a live stream of a canvas that `draw` paints
 * ten times a second, as a real camera keeps sending frames.
 */
function fakeCamera(draw: (context: CanvasRenderingContext2D) => void): PutCameraBack {
  const canvas = Object.assign(document.createElement('canvas'), FRAME);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D tidak tersedia');
  const paint = () => draw(context);
  paint();
  const timer = setInterval(paint, 100);
  const stream = canvas.captureStream(10);
  const devices = navigator.mediaDevices;
  const ownCamera = devices.getUserMedia.bind(devices);
  devices.getUserMedia = () => Promise.resolve(stream);
  return () => {
    clearInterval(timer);
    devices.getUserMedia = ownCamera;
  };
}

/** The camera sees a QR code of `text` held up in the middle of a grey room, as a customer shows their phone. */
export async function holdUpQrCode(text: string): Promise<PutCameraBack> {
  const markup = renderToStaticMarkup(
    createElement(QRCodeSVG, { value: text, size: CODE_SIZE, marginSize: 4, xmlns: 'http://www.w3.org/2000/svg' }),
  );
  const code = new Image();
  code.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await code.decode();
  return fakeCamera((context) => {
    context.fillStyle = '#8a8a8a';
    context.fillRect(0, 0, FRAME.width, FRAME.height);
    context.drawImage(code, (FRAME.width - CODE_SIZE) / 2, (FRAME.height - CODE_SIZE) / 2, CODE_SIZE, CODE_SIZE);
  });
}

/** The person refused the browser's camera prompt (or the browser has no camera): `getUserMedia` fails so. */
export function refuseCamera(name: 'NotAllowedError' | 'NotFoundError'): PutCameraBack {
  const devices = navigator.mediaDevices;
  const ownCamera = devices.getUserMedia.bind(devices);
  devices.getUserMedia = () => Promise.reject(new DOMException('Kamera tidak diizinkan', name));
  return () => {
    devices.getUserMedia = ownCamera;
  };
}
