import {
  bannerImage,
  categoryImage,
  giftImage,
  IMAGE_SIZES,
  type ImageKind,
  posterImage,
  productImage,
} from './compose';

export { IMAGE_SIZES, type ImageKind } from './compose';

import { isSubject, type Subject } from './shapes';

export { isSubject, SUBJECTS, type Subject } from './shapes';

// The subject leads the name: products `{subject}-{id}-{1..3}.svg`, posters
// `{subject}.{subject}…-{id}.svg`, everything else `{subject}-{id}.svg`.
const PRODUCT_FILE = /^([a-z-]+)-([1-9]\d{0,8})-([1-3])\.svg$/;
const PLAIN_FILE = /^([a-z-]+)-([1-9]\d{0,8})\.svg$/;
const POSTER_FILE = /^([a-z-]+(?:\.[a-z-]+){0,5})-([1-9]\d{0,8})\.svg$/;
const GIFT_FILE = /^([1-9]\d{0,8})\.svg$/;

function isKind(kind: string): kind is ImageKind {
  return Object.hasOwn(IMAGE_SIZES, kind);
}

function subjectsOf(names: string): Subject[] | null {
  const subjects = names.split('.');
  return subjects.every(isSubject) ? subjects : null;
}

/**
 * The SVG for `/images/{kind}/{file}`, or null for a name no seed ever
 * produces (an unknown kind, subject or shape of name).
 */
export function renderImage(kind: string, file: string): string | null {
  if (!isKind(kind)) return null;
  if (kind === 'gifts') {
    const match = GIFT_FILE.exec(file);
    return match ? giftImage(Number(match[1])) : null;
  }
  if (kind === 'products') {
    const match = PRODUCT_FILE.exec(file);
    const subject = match?.[1];
    if (!match || subject === undefined || !isSubject(subject)) return null;
    return productImage(subject, Number(match[2]), Number(match[3]));
  }
  if (kind === 'posters') {
    const match = POSTER_FILE.exec(file);
    const subjects = match?.[1] === undefined ? null : subjectsOf(match[1]);
    return match && subjects ? posterImage(subjects, Number(match[2])) : null;
  }
  const match = PLAIN_FILE.exec(file);
  const subject = match?.[1];
  if (!match || subject === undefined || !isSubject(subject)) return null;
  const id = Number(match[2]);
  return kind === 'banners' ? bannerImage(subject, id) : categoryImage(subject, id);
}
