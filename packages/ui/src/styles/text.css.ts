/** One line, cut with an ellipsis: names, e-mails, message previews and tag labels. */
export const truncate = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
