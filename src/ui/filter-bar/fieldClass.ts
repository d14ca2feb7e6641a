/** A filter's label and control: on a phone one a row, the control taking the rest of it (the shell's phone styles). A module of its own so the shell's styles do not load the filter bar. */
export const FILTER_FIELD_CLASS = 'cem-kit-filter-field';
