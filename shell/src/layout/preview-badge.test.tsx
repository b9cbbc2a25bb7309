import { screen } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';

function pageSays(content: string | null) {
  document.head.querySelectorAll('meta[name="ceylon-preview"]').forEach((meta) => meta.remove());
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'ceylon-preview';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => pageSays(null));

describe('preview badge', () => {
  it('shows the previewed area and version, with a way out, when the page says this browser previews', async () => {
    pageSays('public 2026-11-21T06-12-05Z-1a2b3c4d');
    renderWithShell();
    expect(await screen.findByRole('status', { name: 'Preview' })).toHaveTextContent('Preview: public 2026-11-21T06-12-05Z-1a2b3c4d');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/?preview=exit');
  });

  it('shows nothing for everyone else', async () => {
    renderWithShell();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.queryByRole('status', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
