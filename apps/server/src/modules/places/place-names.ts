/**
 * Place names compared the way the places dataset gets them wrong: accents dropped ("Caceres"),
 * the article put last as INE lists it ("Baña A", "Molinos Los", "Alfàs del Pi l"), apostrophes
 * lost ("Castell de lAreny"), the two names of a bilingual place in the other order
 * ("Alcoy/Alcoi" for INE's "Alcoi/Alcoy").
 */

/** Articles of Spain's languages that INE's lists put after the name. */
const ARTICLES = new Set([
  'el',
  'la',
  'los',
  'las',
  'lo',
  'l',
  'els',
  'les',
  'es',
  'sa',
  'ses',
  's',
  'o',
  'a',
  'os',
  'as',
]);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '');

/** The words of one name, its article first, without accents, case or apostrophes. */
function words(part: string): string[] {
  const found = fold(part)
    .split(/[^a-z0-9ñç]+/)
    .filter(Boolean);
  const last = found.at(-1);
  if (found.length > 1 && last && ARTICLES.has(last)) return [last, ...found.slice(0, -1)];
  return found;
}

/** The names of a place: "Alcoi/Alcoy" and "Benavarri / Benabarre" are two. */
export const nameParts = (name: string) =>
  name
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);

type Keys = { full: Set<string>; bare: Set<string> };
const keysMemo = new Map<string, Keys>();

/**
 * What two spellings of one name share: "l'Alfàs del Pi" and "Alfàs del Pi l" both give
 * "lalfasdelpi". `bare` also drops a leading article ("El Burgo" and "Burgo").
 */
export function nameKey(part: string, bare = false): string {
  const found = words(part);
  if (bare && found.length > 1 && ARTICLES.has(found[0]!)) found.shift();
  return found.join('');
}

/** The keys of every part of a name (remembered: the check compares each name many times). */
function keysOf(name: string): Keys {
  let keys = keysMemo.get(name);
  if (!keys) {
    const parts = nameParts(name);
    keys = {
      full: new Set(parts.map((part) => nameKey(part))),
      bare: new Set(parts.map((part) => nameKey(part, true))),
    };
    keysMemo.set(name, keys);
  }
  return keys;
}

/** Whether two names (either part of a bilingual one) are the same name, spelled apart. */
export function sameName(a: string, b: string, bare = false): boolean {
  const [one, other] = [keysOf(a), keysOf(b)];
  const [x, y] = bare ? [one.bare, other.bare] : [one.full, other.full];
  for (const key of x) if (y.has(key)) return true;
  return false;
}

/** Letters Spanish does not write (Catalan's grave accents, diaeresis on i, ç, l·l). */
const NOT_SPANISH = /[àèìòùïç·]/i;

const capitalised = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);

/**
 * The dataset's name spelled as the official one: each part the official name shares is
 * written as the official name writes it, capitalised, in the dataset's order (a Spanish site
 * keeps "Alicante/Alacant" Spanish first); parts it does not share are kept, and so is a
 * Spanish name where the official one is in another language with the same letters
 * ("Valencia", INE's "València").
 * @example spelledAs('Baña A', 'A Baña') // 'A Baña'
 * @example spelledAs('Alcoy/Alcoi', 'Alcoi/Alcoy') // 'Alcoy/Alcoi'
 * @example spelledAs('Poblets els', 'els Poblets') // 'Els Poblets'
 */
export function spelledAs(name: string, official: string): string {
  const officialParts = nameParts(official);
  const spell = (part: string) => {
    if (officialParts.includes(part)) return part;
    const match =
      officialParts.find((candidate) => nameKey(candidate) === nameKey(part)) ??
      officialParts.find((candidate) => nameKey(candidate, true) === nameKey(part, true));
    if (!match) return part;
    const foreign = [...match].some(
      (letter) => NOT_SPANISH.test(letter) && !part.toLowerCase().includes(letter.toLowerCase()),
    );
    return foreign ? part : capitalised(match);
  };
  return [...new Set(nameParts(name).map(spell))].join('/');
}

/**
 * Words of English a Spanish place name never has: the dataset's own labels for districts
 * ("City Center"), which no rule can spell in Spanish.
 */
export const ENGLISH_WORDS =
  /\b(city|center|centre|downtown|district|old town|north|south|east|west|province|county)\b/i;
