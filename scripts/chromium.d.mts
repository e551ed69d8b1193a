/** The Chromium to run: `CHROMIUM_PATH`, or Debian's. */
export declare const chromiumPath: string;

/** No sandbox (it runs in a container), no GPU, and none of Chromium's own traffic beside the page's. */
export declare const chromiumSwitches: string[];
