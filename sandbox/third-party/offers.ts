/**
 * The targeting tool stand-in's offer, in the words of the page's language (a real targeting tool
 * answers in the locale it is asked for). Languages it has no words for get English.
 */
interface OfferWords {
  headline: string;
  text: string;
}

const ENGLISH: OfferWords = { headline: '20% off your next photo book', text: 'An offer of the targeting tool stand-in.' };

const OFFER_WORDS: Record<string, OfferWords> = {
  en: ENGLISH,
  nl: { headline: '20% korting op je volgende fotoboek', text: 'Een aanbieding van de vervanger van de targetingtool.' },
  de: { headline: '20 % Rabatt auf Ihr nächstes Fotobuch', text: 'Ein Angebot des Platzhalters für das Targeting-Tool.' },
  fr: { headline: '20 % de réduction sur votre prochain livre photo', text: "Une offre de la doublure de l'outil de ciblage." },
  es: { headline: '20 % de descuento en tu próximo fotolibro', text: 'Una oferta del sustituto de la herramienta de segmentación.' },
  it: { headline: '20% di sconto sul tuo prossimo fotolibro', text: 'Un’offerta del sostituto dello strumento di targeting.' },
  da: { headline: '20 % rabat på din næste fotobog', text: 'Et tilbud fra stedfortræderen for målretningsværktøjet.' },
  pt: { headline: '20% de desconto no seu próximo fotolivro', text: 'Uma oferta do substituto da ferramenta de segmentação.' },
  nb: { headline: '20 % rabatt på din neste fotobok', text: 'Et tilbud fra stedfortrederen for målrettingsverktøyet.' },
  sv: { headline: '20 % rabatt på din nästa fotobok', text: 'Ett erbjudande från ersättaren för målgruppsverktyget.' },
};

export function offerWords(locale: string): OfferWords {
  const language = locale.split('-')[0]?.toLowerCase() ?? 'en';
  return OFFER_WORDS[language] ?? ENGLISH;
}
