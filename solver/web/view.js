// What every game's view shares on top of the shell (app.js): a view is a plain object of
// functions over the shell's model, never a holder of state of its own.
//
//   game, title, view (the <main> element's id), key, endpoint, matches  (optional)
//   example()      a fresh position of the game
//   check(p)       throws, naming what is missing, when `p` is not this view's file
//   fresh(p, before)  the view's own state (model.ui) for a file just opened (`before`: the
//                  view's state until then, when it showed the last file too)
//   mount(shell)   builds the view's DOM once; its events call shell.update / shell.edit
//   render(model)  draws the whole view from the model (the one render of every change)
//   query(model)   the solve request's query (URLSearchParams)
//   status(model)  the status line for an answer
//   edited(model), answered(model)   (optional) keep model.ui valid after an edit, an answer
//   rulesFor(p, names, before), extraRules   (optional) the rule set a file opens with
import {$} from './board.js';

// A <select> of the game's rule sets (the engine's, from the shell), after "the file's"
// (the file's own `rules`, or the game's default) and before any `extra` options.
export function rulesSelect(id, sets, {own = true, extra = []} = {}) {
  const opts = (own ? ['<option value="">the file\'s</option>'] : [])
    .concat(sets.map((r) => `<option value="${r.name}" title="${r.description.replace(/"/g, '&quot;')}">${r.name}</option>`))
    .concat(extra.map(([value, text]) => `<option value="${value}">${text}</option>`));
  return `<select id="${id}">${opts.join('')}</select>`;
}

// The first decision of a solve's answer, or null.
export const decisionOf = (m) => (m.answer && m.answer.results && m.answer.results.length ? m.answer.results[0].decision : null);

// Writes `value` into a form field, unless the user is typing in it (an answer arriving
// then must not overwrite what is being typed).
export function setField(id, value) {
  const e = $(id);
  if (e !== document.activeElement) e.value = value;
}

// A control whose change is an edit: `apply(model, value)` writes it into the model.
export function bindEdit(shell, id, apply, event = 'change') {
  $(id).addEventListener(event, () => shell.edit((m) => apply(m, $(id).value)));
}

