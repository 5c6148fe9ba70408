// A record's page (a publicity record, a commitment, a credit-plus subject): its name and its line of
// facts under it (its facts themselves: views/Facts.tsx RecordFacts).

