import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { chooseSheet, loadSheets } from '../api';
import { selectSheetsState } from '../quizSlice';

export interface ReferenceSheetPanelProps {
  id: string;
  onClose: () => void;
}

/** Normal values and the like, beside the question: the list of sheets and the chosen sheet's tables. */
export function ReferenceSheetPanel({ id, onClose }: ReferenceSheetPanelProps) {
  const dispatch = useAppDispatch();
  const sheets = useAppSelector(selectSheetsState);
  const titleId = useId();
  const pickerId = useId();

  useEffect(() => {
    void dispatch(loadSheets());
  }, [dispatch]);

  useEffect(() => {
    if (sheets.status === 'ready' && !sheets.selectedId && sheets.items[0]) void dispatch(chooseSheet(sheets.items[0].id));
  }, [dispatch, sheets.status, sheets.selectedId, sheets.items]);

  return (
    <aside id={id} className="quiz-sheets" aria-labelledby={titleId}>
      <div className="quiz-sheets__head">
        <h2 id={titleId} className="quiz-sheets__title">
          Reference sheets
        </h2>
        <button type="button" className="btn btn--secondary btn--small" onClick={onClose}>
          Close <span className="visually-hidden">reference sheets</span>
        </button>
      </div>
      {sheets.status === 'loading' && <Spinner label="Loading reference sheets…" />}
      {sheets.status === 'failed' && (
        <div className="notice" role="status">
          <p>{sheets.error?.message}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void dispatch(loadSheets())}>
            Try again
          </button>
        </div>
      )}
      {sheets.status === 'ready' && sheets.items.length === 0 && <p className="notice">There are no reference sheets yet.</p>}
      {sheets.status === 'ready' && sheets.items.length > 0 && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={pickerId}>
              Sheet
            </label>
            <select id={pickerId} className="field__input" value={sheets.selectedId ?? ''} onChange={(event) => void dispatch(chooseSheet(event.target.value))}>
              {sheets.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          </div>
          {sheets.sheetStatus === 'loading' && <Spinner label="Loading the sheet…" />}
          {sheets.sheetStatus === 'failed' && <p className="notice">{sheets.sheetError?.message}</p>}
          {sheets.sheet && (
            <div className="quiz-sheet">
              {sheets.sheet.description && <p className="quiz-sheet__description">{sheets.sheet.description}</p>}
              {sheets.sheet.sections.map((section) => (
                <table key={section.title} className="quiz-sheet__table">
                  <caption>{section.title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Test</th>
                      <th scope="col">Value</th>
                    </tr>
                  </thead>
                  <tbody>
                    {section.rows.map((row) => (
                      <tr key={row.name}>
                        <th scope="row">
                          {row.name}
                          {row.note && <span className="quiz-sheet__note">{row.note}</span>}
                        </th>
                        <td>
                          {row.value}
                          {row.unit && <> {row.unit}</>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
            </div>
          )}
        </>
      )}
    </aside>
  );
}
