import { GENDER_WORDS, type Gender } from '@/lib/contract/customer';

/** Spec 3: the server's word for woman is woman; any other word is man; none stays none. */
export function genderFromWord(word: string | null | undefined): Gender | null {
  if (!word) return null;
  return word === GENDER_WORDS.woman ? 'woman' : 'man';
}

/** The Persian word the edit call expects; "" clears the stored gender. */
export function genderToWord(gender: Gender | ''): string {
  return gender === '' ? '' : GENDER_WORDS[gender];
}
