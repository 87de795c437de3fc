/**
 * The words a visitor puts before a person's name to address or title them, in English, Filipino and the
 * shortened forms typed at a kiosk ('email ni mam Balolong', 'prof Reyes', 'ser Magno', 'Gng. Santos'). They say
 * how the visitor speaks of the person, never what is asked, so like the words of asking they need no record to
 * explain them: without this, a question naming a faculty member with 'mam' or 'prof' before the surname got the
 * fallback for an 'unexplained' word. The whole class is listed, not the words of any one question; a title the
 * records themselves use ('Dr.', 'Engr.', 'Atty.') is already a record word and needs no entry. 'Miss' is left out:
 * it is the verb far more often ('miss ko na yung exam'), and a missed exam is nobody's record.
 */
export const FORMS_OF_ADDRESS: readonly string[] = [
  // English and its kiosk spellings.
  "sir", "ser", "sr", "maam", "mam", "mame", "madam", "madame", "mdm", "ms", "mrs", "mr", "mister", "missus",
  // Academic titles as students shorten them.
  "prof", "profs", "propesora", "doc", "dok", "dra", "teacher", "titser", "tsr",
  // Filipino polite titles and their abbreviations.
  "ginoo", "ginang", "binibini", "gng", "bb",
];
