import { useEffect, useState } from 'react';

/** A data URL of an image file the person picked, for its preview; undefined while it is read. */
export function useFilePreview(file: File): string | undefined {
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview?.file === file ? preview.url : undefined;
}
