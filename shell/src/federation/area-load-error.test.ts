import { classifyLoadError, refineWithProbe, AreaLoadError } from './area-load-error';

function chunkLoadError(type: string, request: string) {
  return Object.assign(new Error(`Loading chunk 42 failed.\n(${type}: ${request})`), {
    name: 'ChunkLoadError',
    type,
    request,
  });
}

describe('classifying load failures', () => {
  it('reads type and URL from a webpack ChunkLoadError', () => {
    expect(classifyLoadError(chunkLoadError('timeout', '/releases/admin/v1/42.js'))).toEqual({
      type: 'timeout',
      url: '/releases/admin/v1/42.js',
    });
    expect(classifyLoadError(chunkLoadError('missing', '/x.js')).type).toBe('missing');
  });

  it('reads a timed-out remote entry from the federation runtime', () => {
    const error = new Error(
      '[ Federation Runtime ]: RUNTIME-008 ScriptNetworkError: Script "http://localhost:8080/releases/admin/v1/remoteEntry.js" timed out.',
    );
    expect(classifyLoadError(error)).toEqual({
      type: 'timeout',
      url: 'http://localhost:8080/releases/admin/v1/remoteEntry.js',
    });
  });

  it('asks the server whether a failed file is missing', async () => {
    const notFound = jest.fn().mockResolvedValue({ status: 404 });
    await expect(refineWithProbe({ type: 'error', url: '/gone.js' }, notFound as unknown as typeof fetch)).resolves.toEqual({
      type: 'missing',
      url: '/gone.js',
    });
    const reachable = jest.fn().mockResolvedValue({ status: 200 });
    await expect(refineWithProbe({ type: 'error', url: '/x.js' }, reachable as unknown as typeof fetch)).resolves.toEqual({
      type: 'error',
      url: '/x.js',
    });
  });

  it('names the area, type and URL in its message, as ChunkLoadError does', () => {
    const error = new AreaLoadError('owner', 'missing', '/releases/owner/v2/remoteEntry.js', 'v2');
    expect(error.message).toContain('owner');
    expect(error.message).toContain('(missing: /releases/owner/v2/remoteEntry.js)');
  });
});
