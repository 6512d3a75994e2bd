/**
 * The field look moved to ../Field so every field shares it. Re-exported here for code that
 * imported it from TextField before the move; new code imports `fieldStyles` from '../Field'.
 */
export { field, label, requiredMark, input, description, error } from '../Field/Field.css';
