// A part of the play page that most visits never show, loaded the first time it
// is asked for; until then the getter answers null, and `loaded` is called once
// it is there so the page can draw it.
export function lazyPart<T>(load: () => Promise<T>, loaded: () => void): () => T | null {
  let value: T | null = null;
  let started = false;
  return () => {
    if (!started) {
      started = true;
      void load().then((v) => {
        value = v;
        loaded();
      });
    }
    return value;
  };
}
