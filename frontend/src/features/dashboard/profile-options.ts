/** Levels of training offered in the onboarding and profile forms (free text is kept if it is another). */
export const LEVELS_OF_TRAINING = [
  'Medical student (years 1–3)',
  'Medical student (clinical years)',
  'Foundation doctor (FY1/FY2)',
  'Core or internal medicine trainee',
  'GP trainee',
  'Specialty trainee (ST3+)',
  'Specialty and specialist (SAS) doctor',
  'Consultant or GP',
  'International medical graduate',
  'Other',
] as const;

export const TITLES = ['', 'Dr', 'Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Prof'] as const;

/** A short list of countries (the profile keeps {code, id, name}). */
export const COUNTRIES = [
  { code: 'GB', id: 'gb', name: 'United Kingdom' },
  { code: 'IE', id: 'ie', name: 'Ireland' },
  { code: 'IN', id: 'in', name: 'India' },
  { code: 'PK', id: 'pk', name: 'Pakistan' },
  { code: 'NG', id: 'ng', name: 'Nigeria' },
  { code: 'EG', id: 'eg', name: 'Egypt' },
  { code: 'ZA', id: 'za', name: 'South Africa' },
  { code: 'AU', id: 'au', name: 'Australia' },
  { code: 'CA', id: 'ca', name: 'Canada' },
  { code: 'US', id: 'us', name: 'United States' },
  { code: 'PH', id: 'ph', name: 'Philippines' },
  { code: 'AE', id: 'ae', name: 'United Arab Emirates' },
] as const;
