import { useEffect, useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { Modal } from '../../../components/ui/Modal';
import { useSheetQuery, useSheetsQuery } from '../api';
import { selectSheetId, sheetChosen } from '../quizSlice';

export interface ReferenceSheetPanelProps {
  id: string;
  onClose: () => void;
  /** On a narrow screen the sheets open over the question, as a dialog, rather than below it out of sight. */
  asDialog: boolean;
}

/** Normal values and the like: beside the question on a wide screen, else a bottom sheet over it. */
export function ReferenceSheetPanel({ id, onClose, asDialog }: ReferenceSheetPanelProps) {
  const titleId = useId();
  if (asDialog) {
    return (
      <Modal open onClose={onClose} title="Reference sheets" className="quiz-sheets-modal" closeLabel="Close reference sheets">
        <div id={id} className="quiz-sheets quiz-sheets--dialog">
          <ReferenceSheets />
        </div>
      </Modal>
    );
  }
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
      <ReferenceSheets />
    </aside>
  );
}

/** The list of sheets and the chosen sheet's tables. */
function ReferenceSheets() {
  const dispatch = useAppDispatch();
  const sheets = useSheetsQuery();
  const selectedId = useAppSelector(selectSheetId);
  const sheet = useSheetQuery(selectedId ?? skipToken);
  const pickerId = useId();
  const items = sheets.data ?? [];

  useEffect(() => {
    if (!selectedId && sheets.data?.[0]) dispatch(sheetChosen(sheets.data[0].id));
  }, [dispatch, selectedId, sheets.data]);

  return (
    <>
      {sheets.isLoading && <Spinner label="Loading reference sheets…" />}
      {sheets.isError && (
        <div className="notice" role="status">
          <p>{sheets.error.message}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void sheets.refetch()}>
            Try again
          </button>
        </div>
      )}
      {sheets.isSuccess && items.length === 0 && <p className="notice">There are no reference sheets yet.</p>}
      {sheets.isSuccess && items.length > 0 && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={pickerId}>
              Sheet
            </label>
            <select id={pickerId} className="field__input" value={selectedId ?? ''} onChange={(event) => dispatch(sheetChosen(event.target.value))}>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          </div>
          {sheet.isFetching && !sheet.currentData && <Spinner label="Loading the sheet…" />}
          {sheet.isError && <p className="notice">{sheet.error.message}</p>}
          {sheet.currentData && (
            <div className="quiz-sheet">
              {sheet.currentData.description && <p className="quiz-sheet__description">{sheet.currentData.description}</p>}
              {sheet.currentData.sections.map((section) => (
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
    </>
  );
}
