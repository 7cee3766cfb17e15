import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { loadSheets, seedSheets } from '../src/database/seed/sheets.seed';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Sheet {
  id: string;
  title: string;
  description: string;
  sections: Array<{ title: string; rows: Array<{ name: string; value: string; unit?: string; note?: string }> }>;
}

describe('reference sheets', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });

  afterAll(async () => {
    // Leave the seeded sheets as the repository has them, whatever a failed test changed.
    await db.transaction((manager) => seedSheets(manager));
    await db.destroy();
    await t.close();
  });

  describe('GET /api/sheets', () => {
    it('should list every sheet to a visitor, without the sections', async () => {
      const res = await t.http().get('/api/sheets').expect(200);
      const byId = new Map((res.body as Sheet[]).map((s) => [s.id, s]));
      expect(byId.get('lab-values')).toEqual({ id: 'lab-values', title: 'Normal laboratory values (adults)', description: expect.stringContaining('vary by laboratory') });
      expect(byId.get('paediatric-values')).toEqual({ id: 'paediatric-values', title: 'Paediatric observations by age', description: expect.stringContaining('APLS') });
    });
  });

  describe('GET /api/sheets/:id', () => {
    it('should give the adult laboratory values by section, in SI units', async () => {
      const res = await t.http().get('/api/sheets/lab-values').expect(200);
      const sheet = res.body as Sheet;
      expect(sheet.sections.map((s) => s.title)).toEqual([
        'Haematology (Dacie and Lewis ranges)',
        'Haematinics and iron studies',
        'Urea and electrolytes',
        'Liver function',
        'Pancreas, enzymes and ammonia',
        'Bone profile',
        'Cardiac and lipids',
        'Endocrine (thyroid, HbA1c, glucose)',
        'Pituitary and adrenal',
        'Arterial blood gas (kPa)',
        'Inflammatory markers',
        'Coagulation',
        'Prostate-specific antigen (PSA)',
        'Urine',
        'Cerebrospinal fluid (adult, lumbar puncture)',
      ]);
      const row = (section: string, name: string) => sheet.sections.find((s) => s.title === section)!.rows.find((r) => r.name === name);
      expect(row('Urea and electrolytes', 'Potassium')).toEqual({ name: 'Potassium', value: '3.5–5.3', unit: 'mmol/L' });
      expect(row('Arterial blood gas (kPa)', 'PaCO₂')).toMatchObject({ value: '4.7–6.0', unit: 'kPa' });
      expect(row('Endocrine (thyroid, HbA1c, glucose)', 'HbA1c (diabetes)')).toMatchObject({ value: '≥ 48', unit: 'mmol/mol' });
      expect(row('Urine', 'Albumin:creatinine ratio (ACR)')).toMatchObject({ value: '< 3', unit: 'mg/mmol' });
      expect(row('Cerebrospinal fluid (adult, lumbar puncture)', 'Protein')).toMatchObject({ value: '0.15–0.45', unit: 'g/L' });
      expect(sheet.description).toMatch(/Pathology Harmony/);
      expect(sheet.description).toMatch(/Dacie and Lewis/);
      expect(sheet).toHaveProperty('updatedAt');
    });

    it('should give the paediatric observations by age band', async () => {
      const res = await t.http().get('/api/sheets/paediatric-values').expect(200);
      const sheet = res.body as Sheet;
      expect(sheet.sections.map((s) => s.title)).toEqual(expect.arrayContaining(['Heart rate', 'Respiratory rate', 'Systolic blood pressure (50th centile)']));
      for (const title of ['Heart rate', 'Respiratory rate', 'Systolic blood pressure (50th centile)']) {
        expect(sheet.sections.find((s) => s.title === title)!.rows.map((r) => r.name)).toEqual(['Under 1 year', '1–2 years', '2–5 years', '5–12 years', 'Over 12 years']);
      }
    });

    it('should answer an unknown sheet with a 404 JSON body', async () => {
      for (const id of ['no-such-sheet', 'Lab_Values', '..%2F..%2Fetc', 'x'.repeat(300)]) {
        const res = await t.http().get(`/api/sheets/${id}`).expect(404).expect('Content-Type', /json/);
        expect(res.body).toMatchObject({ statusCode: 404, code: 'SHEET_NOT_FOUND' });
      }
    });
  });

  describe('seedSheets', () => {
    it('should be idempotent, leaving updated_at alone when nothing changed', async () => {
      const before = await db.query(`SELECT id, updated_at FROM sheets ORDER BY id`);
      await db.transaction((manager) => seedSheets(manager));
      await db.transaction((manager) => seedSheets(manager));
      expect(await db.query(`SELECT id, updated_at FROM sheets ORDER BY id`)).toEqual(before);
    });

    it('should put back a sheet changed in the database (reference data follows the repository)', async () => {
      await db.query(`UPDATE sheets SET title = 'Edited by hand', sections = '[]' WHERE id = 'lab-values'`);
      await db.transaction((manager) => seedSheets(manager));
      const [row] = await db.query(`SELECT title, sections FROM sheets WHERE id = 'lab-values'`);
      const file = loadSheets().find((s) => s.id === 'lab-values')!;
      expect(row).toEqual({ title: file.title, sections: file.sections });
    });

    it('should refuse a sheet file that breaks the format, naming the file', () => {
      const dir = mkdtempSync(join(tmpdir(), 'medprep-sheets-'));
      try {
        writeFileSync(join(dir, 'broken.json'), JSON.stringify({ title: 'Broken', sections: [{ title: 'Empty', rows: [] }] }));
        expect(() => loadSheets(dir)).toThrow(/^broken\.json: sections\.0\.rows/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
