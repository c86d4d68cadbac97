/**
 * Is an SVG safe to publish as a logo? Logos are served from the site's own origin, so an SVG opened directly must
 * not be able to run anything or reach anywhere (the served headers sandbox it too; this is the first line). The
 * file is parsed with fast-xml-parser and every element and attribute checked against an allow list of plain
 * drawing: no script, no foreignObject, no event-handler attributes, no links or style addresses outside the file,
 * no javascript: anywhere, no DOCTYPE or entity declarations, no processing instructions but the XML declaration.
 * The answer words the first problem found, for the company to read.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type SvgVerdict = { ok: true } | { ok: false; reason: string };

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
/** Deeper nesting is no logo; the limit keeps the walk's stack small. */
const MAX_DEPTH = 64;

const ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc metadata path rect circle ellipse line polyline polygon text tspan textPath ' +
    'linearGradient radialGradient stop clipPath mask pattern marker image style filter feBlend feColorMatrix ' +
    'feComponentTransfer feComposite feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge ' +
    'feMergeNode feMorphology feOffset'
  ).split(' '),
);

const ATTRIBUTES = new Set(
  (
    'id class style transform viewBox width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength ' +
    'fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit ' +
    'stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility overflow version ' +
    'baseProfile preserveAspectRatio href xlink:href xmlns xmlns:xlink xml:space gradientUnits gradientTransform ' +
    'spreadMethod offset stop-color stop-opacity clip-path clip-rule clipPathUnits mask maskUnits ' +
    'maskContentUnits patternUnits patternContentUnits patternTransform markerWidth markerHeight markerUnits ' +
    'refX refY orient marker-start marker-mid marker-end font-family font-size font-weight font-style ' +
    'font-variant text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing ' +
    'text-decoration dx dy rotate textLength lengthAdjust startOffset filter filterUnits primitiveUnits in in2 ' +
    'result stdDeviation mode operator k1 k2 k3 k4 values type tableValues slope intercept amplitude exponent ' +
    'flood-color flood-opacity radius enable-background vector-effect shape-rendering paint-order ' +
    'mix-blend-mode isolation color-interpolation color-interpolation-filters image-rendering role aria-label ' +
    'aria-hidden focusable data-name media'
  ).split(' '),
);

/** An image inside the logo may only be embedded PNG, JPEG or WebP bytes. */
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|webp);base64,/i;

/** Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"): so does the check. */
const squeezed = (value: string) =>
  [...value]
    .filter((character) => character.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

/** CSS (an attribute's or a <style>'s) may only point inside the file: url(#id). */
function cssProblem(css: string): string | undefined {
  const flat = squeezed(css);
  if (flat.includes('javascript:')) return 'it has a javascript: address';
  if (flat.includes('@import') || /url\((?!['"]?#)/.test(flat) || /expression\(|-moz-binding|behavior:/.test(flat)) {
    return 'its styles load something from outside the file';
  }
  return undefined;
}

function attributeProblem(element: string, name: string, value: string): string | undefined {
  if (/^on/i.test(name)) return `it has an event-handler attribute (${name})`;
  if (!ATTRIBUTES.has(name)) return `the attribute ${name} on <${element}> is not allowed`;
  if (squeezed(value).includes('javascript:')) return 'it has a javascript: address';
  if (name === 'xmlns' && value !== SVG_NAMESPACE) return `it declares another namespace (${value})`;
  if (name === 'xmlns:xlink' && value !== XLINK_NAMESPACE) return `it declares another namespace (${value})`;
  if (name === 'href' || name === 'xlink:href') {
    const inside = value.trim().startsWith('#') || (element === 'image' && EMBEDDED_IMAGE.test(value.trim()));
    if (!inside) return `it links to something outside the file (${name}="${value.slice(0, 60)}")`;
  }
  return name === 'style' || /url\(/i.test(value) ? cssProblem(value) : undefined;
}

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

/** The text inside a <style>, CDATA sections included. */
const textOf = (children: Node[]): string =>
  children
    .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : textOf((child['#cdata'] as Node[]) ?? [])))
    .join('');

function elementProblem(name: string, node: Node, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return 'it is nested too deeply';
  if (name === 'script') return 'it contains a script';
  if (name === 'foreignObject') return 'it contains a foreignObject element';
  if (!ELEMENTS.has(name)) return `it contains the element <${name}>, which logos may not use`;
  for (const [attribute, value] of Object.entries(node[':@'] ?? {})) {
    const problem = attributeProblem(name, attribute, String(value));
    if (problem) return problem;
  }
  const children = node[name] as Node[];
  if (name === 'style') {
    return cssProblem(textOf(children));
  }
  return childrenProblem(children, depth + 1);
}

function childrenProblem(children: Node[], depth: number): string | undefined {
  for (const child of children) {
    const name = Object.keys(child).find((key) => key !== ':@') as string;
    if (name === '#text' || name === '#comment' || name === '#cdata') continue;
    if (name.startsWith('?')) return 'it has a processing instruction';
    const problem = elementProblem(name, child, depth);
    if (problem) return problem;
  }
  return undefined;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  processEntities: false,
  allowBooleanAttributes: true,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  ignorePiTags: false,
  parseTagValue: false,
  parseAttributeValue: false,
});

export function checkSvg(text: string): SvgVerdict {
  const refuse = (reason: string): SvgVerdict => ({ ok: false, reason });
  // Entities can hide anything (and blow up: "billion laughs"): a logo never needs them.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return refuse('it declares a DOCTYPE or entities');
  if (XMLValidator.validate(text, { allowBooleanAttributes: true }) !== true)
    return refuse('it is not well-formed XML');
  let nodes: Node[];
  try {
    nodes = parser.parse(text) as Node[];
  } catch {
    return refuse('it is not well-formed XML');
  }
  const elements = nodes.filter((node) => !('#comment' in node) && !('?xml' in node) && !('#text' in node));
  const root = elements[0];
  if (elements.length !== 1 || !root || !('svg' in root)) {
    return elements.some((node) => Object.keys(node).some((key) => key.startsWith('?')))
      ? refuse('it has a processing instruction')
      : refuse('its outermost element is not <svg>');
  }
  const problem = elementProblem('svg', root, 0);
  return problem ? refuse(problem) : { ok: true };
}
