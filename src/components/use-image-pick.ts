import { useCallback, useRef, useState } from 'react';
import { pickedImageRefusal } from '../lib/forms/picked-image';

/**
 * Files picked for an image field, checked by their bytes before anything is previewed or uploaded
 * (`pickedImageRefusal`, the backend's own rule). `checkPick` resolves to the picked files that are images, or
 * to undefined when a later pick took over meanwhile; `refusal` says why the others were left out, for the
 * field to show under it until the next pick.
 */
export function useImagePick() {
  const [refusal, setRefusal] = useState<string>();
  const latestPick = useRef(0);
  const checkPick = useCallback(async (files: File[]): Promise<File[] | undefined> => {
    latestPick.current += 1;
    const pick = latestPick.current;
    const refusals = await Promise.all(files.map(pickedImageRefusal));
    if (pick !== latestPick.current) return undefined;
    setRefusal(refusals.find((reason) => reason !== undefined));
    return files.filter((_, index) => refusals[index] === undefined);
  }, []);
  return { refusal, checkPick };
}
