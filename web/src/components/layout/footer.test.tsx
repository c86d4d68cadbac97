import { labels, siteLabels } from '@shared/texts.js';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render.js';
import Footer from './footer.js';

describe('Footer', () => {
  it("shares the board's own address on each network, and by email", () => {
    renderWithProviders(<Footer />);
    const share = screen.getByRole('list', { name: siteLabels.footerShare });
    const site = encodeURIComponent(`${window.location.origin}/`);
    const href = (network: string) =>
      within(share)
        .getByRole('link', { name: siteLabels.shareSiteOn(network) })
        .getAttribute('href');
    expect(href('LinkedIn')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${site}`);
    expect(href('X')).toBe(`https://x.com/intent/post?text=${encodeURIComponent(labels.brand)}&url=${site}`);
    expect(href('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${site}`);
    expect(href('Email')).toBe(`mailto:?subject=${encodeURIComponent(labels.brand)}&body=${site}`);
    expect(within(share).getAllByRole('link')).toHaveLength(4);
    // A network's page opens in a new tab (the held-clicks script lets such a click through); the mail link does not.
    const link = (network: string) => within(share).getByRole('link', { name: siteLabels.shareSiteOn(network) });
    expect(link('X')).toHaveAttribute('target', '_blank');
    expect(link('Email')).not.toHaveAttribute('target');
  });

  it('links every group to its screens', () => {
    renderWithProviders(<Footer />);
    const seekers = screen.getByRole('navigation', { name: siteLabels.footerJobSeekers });
    expect(within(seekers).getByRole('link', { name: labels.browseJobs })).toHaveAttribute('href', '/jobs');
    const legal = screen.getByRole('navigation', { name: siteLabels.footerLegal });
    expect(within(legal).getByRole('link', { name: siteLabels.privacy })).toHaveAttribute('href', '/privacy');
  });
});
