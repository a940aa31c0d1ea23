/**
 * Adds a third party's script to the page once per URL and resolves when it has run. Used only by
 * the chunks loaded on demand (chat, survey), never at start.
 */
const loads = new Map<string, Promise<void>>();

export function loadScript(src: string, doc: Document = document): Promise<void> {
  const url = new URL(src, doc.baseURI).href;
  let load = loads.get(url);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loads.delete(url);
        script.remove();
        reject(new Error(`GET ${url} failed: the script did not load`));
      });
      doc.head.append(script);
    });
    loads.set(url, load);
  }
  return load;
}

/** For tests: scripts are added again (a test file is a new page, with a new document). */
export function forgetScripts(): void {
  loads.clear();
}
