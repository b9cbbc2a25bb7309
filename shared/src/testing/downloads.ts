// What a page hands the browser to save (`@ceylon/shared/download`), for component tests: jsdom has
// no object URLs and does not download, so the link the page clicks is recorded instead.

/** A file answer of the API client, with the server's Content-Disposition name. */
export function fileAnswer(body: Blob, fileName: string) {
  return {
    data: body,
    status: 200,
    statusText: 'OK',
    headers: { 'content-disposition': `attachment; filename="${fileName}"` },
    config: { headers: {} },
  } as never;
}

/** From now until `jest.restoreAllMocks()`: each download the page hands over (name and URL), and the object URLs given back. */
export function recordDownloads(objectUrl = 'blob:http://localhost/download-1') {
  const saved: { name: string; href: string }[] = [];
  URL.createObjectURL = jest.fn(() => objectUrl);
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  // jsdom's Blob has no text() (browsers' has); a refusal's JSON body is read through it.
  if (!('text' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'text', {
      value(this: Blob) {
        return new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.readAsText(this);
        });
      },
    });
  }
  return { saved, objectUrl };
}
