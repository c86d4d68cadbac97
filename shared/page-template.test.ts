import { fillPage } from './page-template.js';

const template =
  '<html><head><title>JobBoard</title><script type="module" crossorigin src="/a.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const page = { html: '<main>list</main>', styles: '' };

describe('fillPage', () => {
  it('marks the root of a page React adopts with its path, clicks held until the screen is live when asked', () => {
    expect(fillPage(template, page, { hydrates: '/jobs', holdClicksUntilLive: true })).toContain(
      '<div id="root" data-prerendered="/jobs" data-clicks-held=""><main>list</main></div>',
    );
    expect(fillPage(template, page, { hydrates: '/', holdClicksUntilLive: 'controls' })).toContain(
      '<div id="root" data-prerendered="/" data-clicks-held="controls"><main>list</main></div>',
    );
    expect(fillPage(template, page, { hydrates: '/' })).toContain(
      '<div id="root" data-prerendered="/"><main>list</main></div>',
    );
    expect(fillPage(template, page)).toContain('<div id="root"><main>list</main></div>');
    // A page the app renders over (the shell) holds its controls too.
    expect(fillPage(template, page, { holdClicksUntilLive: 'controls' })).toContain(
      '<div id="root" data-clicks-held="controls"><main>list</main></div>',
    );
  });

  it('fetches the entry at low priority with a preload link the start script imports, not a module script', () => {
    const filled = fillPage(template, page);
    expect(filled).not.toContain('<script type="module"');
    expect(filled).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/a.js" data-app-start>');
  });

  it('refuses a template without the entry script', () => {
    expect(() => fillPage(template.replace(/<script.*<\/script>/, ''), page)).toThrow('no module entry script');
  });
});
