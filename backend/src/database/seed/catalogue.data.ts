/**
 * The catalogue MedPrep launches with: 18 exams in their specialties, each sold for 1, 3, 6 and 12
 * months in six currencies. Prices are set per tier in pounds and converted with rounded,
 * shop-style local prices (not live exchange rates).
 */
interface CategorySeed {
  slug: string;
  label: string;
}

type PriceTier = 'student' | 'postgraduate' | 'membership';

interface ExamSeed {
  slug: string;
  title: string;
  category: string;
  tier: PriceTier;
  description: string;
}

export const CATEGORIES: CategorySeed[] = [
  { slug: 'medical-school', label: 'Medical School' },
  { slug: 'medicine', label: 'Medicine' },
  { slug: 'general-practice', label: 'General Practice' },
  { slug: 'surgery', label: 'Surgery' },
  { slug: 'specialty-recruitment', label: 'Specialty Recruitment' },
  { slug: 'paediatrics', label: 'Paediatrics' },
  { slug: 'emergency-medicine', label: 'Emergency Medicine' },
  { slug: 'anaesthetics', label: 'Anaesthetics' },
  { slug: 'psychiatry', label: 'Psychiatry' },
  { slug: 'obstetrics-gynaecology', label: 'Obstetrics & Gynaecology' },
  { slug: 'ophthalmology', label: 'Ophthalmology' },
  { slug: 'dentistry', label: 'Dentistry' },
];

export const EXAMS: ExamSeed[] = [
  { slug: 'ms-1-3', title: 'Med Student Years 1-3', category: 'medical-school', tier: 'student', description: 'Anatomy, physiology, biochemistry, pharmacology and pathology for the pre-clinical years, mapped to UK medical school curricula.' },
  { slug: 'ms-finals', title: 'Med Student Finals', category: 'medical-school', tier: 'student', description: 'Single best answer practice for finals and the UKMLA Applied Knowledge Test across the MLA content map.' },
  { slug: 'mrcp-1', title: 'MRCP Part 1', category: 'medicine', tier: 'membership', description: 'Best-of-five questions across the MRCP(UK) Part 1 blueprint: clinical sciences and the medical specialties.' },
  { slug: 'mrcp-2', title: 'MRCP Part 2', category: 'medicine', tier: 'membership', description: 'Data interpretation and clinical management questions in the style of the MRCP(UK) Part 2 Written paper.' },
  { slug: 'mrcgp-akt', title: 'MRCGP AKT', category: 'general-practice', tier: 'membership', description: 'Clinical medicine, evidence-based practice and organisational questions for the RCGP Applied Knowledge Test.' },
  { slug: 'mrcs-a', title: 'MRCS Part A', category: 'surgery', tier: 'membership', description: 'Applied basic sciences and principles of surgery in general for MRCS Part A.' },
  { slug: 'msra', title: 'MSRA', category: 'specialty-recruitment', tier: 'postgraduate', description: 'Clinical problem solving and professional dilemmas for the Multi-Specialty Recruitment Assessment.' },
  { slug: 'mrcpch-fop-tas', title: 'MRCPCH FOP/TAS', category: 'paediatrics', tier: 'membership', description: 'Foundation of Practice and Theory and Science questions for the RCPCH written examinations.' },
  { slug: 'mrcpch-tas', title: 'MRCPCH TAS', category: 'paediatrics', tier: 'membership', description: 'Theory and Science: the physiology, pharmacology and evidence base behind paediatric practice.' },
  { slug: 'mrcem-1', title: 'MRCEM Primary', category: 'emergency-medicine', tier: 'membership', description: 'Basic sciences applied to emergency medicine for the MRCEM Primary examination.' },
  { slug: 'mrcem-2', title: 'MRCEM Intermediate', category: 'emergency-medicine', tier: 'membership', description: 'Single best answer questions on the RCEM curriculum for the MRCEM Intermediate SBA.' },
  { slug: 'frca-1', title: 'FRCA Part 1', category: 'anaesthetics', tier: 'membership', description: 'Pharmacology, physiology, physics and clinical measurement for the Primary FRCA MCQ.' },
  { slug: 'mrcpsych-a', title: 'MRCPsych Paper A', category: 'psychiatry', tier: 'membership', description: 'The scientific and theoretical basis of psychiatry for MRCPsych Paper A.' },
  { slug: 'mrcpsych-b', title: 'MRCPsych Paper B', category: 'psychiatry', tier: 'membership', description: 'Critical review and clinical topics in psychiatry for MRCPsych Paper B.' },
  { slug: 'mrcog-1', title: 'MRCOG Part 1', category: 'obstetrics-gynaecology', tier: 'membership', description: 'The basic and clinical sciences of obstetrics and gynaecology for MRCOG Part 1.' },
  { slug: 'mrcog-2', title: 'MRCOG Part 2', category: 'obstetrics-gynaecology', tier: 'membership', description: 'Clinical management in obstetrics and gynaecology for the MRCOG Part 2 written paper.' },
  { slug: 'frcophth-1', title: 'FRCOphth Part 1', category: 'ophthalmology', tier: 'membership', description: 'Anatomy, physiology, optics and pathology of the eye for FRCOphth Part 1.' },
  { slug: 'mfds-1', title: 'MFDS Part 1', category: 'dentistry', tier: 'postgraduate', description: 'Applied knowledge of dental and medical sciences for MFDS Part 1.' },
];

const PERIODS = [1, 3, 6, 12] as const;

/** Local prices in minor units per tier and period: gbp, usd, zar, php, aud, cad. */
const PRICE_TABLE: Record<PriceTier, Record<(typeof PERIODS)[number], Record<string, number>>> = {
  student: {
    1: { gbp: 1499, usd: 1999, zar: 34900, php: 109900, aud: 2999, cad: 2699 },
    3: { gbp: 2999, usd: 3899, zar: 69900, php: 219900, aud: 5899, cad: 5299 },
    6: { gbp: 4499, usd: 5799, zar: 99900, php: 329900, aud: 8799, cad: 7899 },
    12: { gbp: 6999, usd: 8999, zar: 159900, php: 499900, aud: 13499, cad: 11999 },
  },
  postgraduate: {
    1: { gbp: 2499, usd: 3199, zar: 57900, php: 179900, aud: 4899, cad: 4399 },
    3: { gbp: 4999, usd: 6399, zar: 114900, php: 359900, aud: 9799, cad: 8699 },
    6: { gbp: 7499, usd: 9599, zar: 169900, php: 539900, aud: 14599, cad: 12999 },
    12: { gbp: 9999, usd: 12799, zar: 229900, php: 719900, aud: 19499, cad: 17399 },
  },
  membership: {
    1: { gbp: 2999, usd: 3899, zar: 69900, php: 219900, aud: 5899, cad: 5299 },
    3: { gbp: 5999, usd: 7699, zar: 137900, php: 429900, aud: 11699, cad: 10499 },
    6: { gbp: 8999, usd: 11499, zar: 206900, php: 649900, aud: 17499, cad: 15699 },
    12: { gbp: 12999, usd: 16599, zar: 299900, php: 939900, aud: 25299, cad: 22699 },
  },
};

export function seedPrices(tier: PriceTier): Array<{ periodMonths: number; currency: string; priceMinor: number }> {
  return PERIODS.flatMap((periodMonths) =>
    Object.entries(PRICE_TABLE[tier][periodMonths]).map(([currency, priceMinor]) => ({ periodMonths, currency, priceMinor })),
  );
}
