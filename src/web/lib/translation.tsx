import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Language } from '../../shared/constants';
import i18n, { toLanguage } from './i18n';

/** What a component needs of the current language: its texts, the instance and its code. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
  lang: Language;
}

const languageOf = (instance: I18n): Language =>
  toLanguage(instance.resolvedLanguage ?? instance.language);

/** A new value (and `t`) per language, so memoized values that depend on `t` are made again. */
const translationOf = (instance: I18n): Translation => ({
  t: instance.getFixedT(null, 'translation'),
  i18n: instance,
  lang: languageOf(instance),
});

const TranslationContext = createContext<Translation | null>(null);

/**
 * Gives the app's components the current language from one subscription to i18next, made here
 * once. react-i18next's own hook subscribes, copies the instance and keeps six hooks in every
 * component that shows a text: 30 ms of a category page's hydration on this machine, unthrottled
 * (docs/decisions/066-one-translation-subscription.md). The server passes its per-request instance.
 */
export function TranslationProvider({
  instance,
  children,
}: {
  instance: I18n;
  children: ReactNode;
}) {
  const [value, setValue] = useState(() => translationOf(instance));
  useEffect(() => {
    const update = () =>
      setValue((current) =>
        current.i18n === instance && current.lang === languageOf(instance)
          ? current
          : translationOf(instance),
      );
    instance.on('languageChanged', update);
    update(); // a change between the first render and this effect
    return () => instance.off('languageChanged', update);
  }, [instance]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * The current language's texts (`t`), the i18next instance and the language. Outside the app's
 * providers (a component test rendering one component) it reads the browser's instance as it is.
 */
export function useTranslation(): Translation {
  return useContext(TranslationContext) ?? translationOf(i18n);
}
