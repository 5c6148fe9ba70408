// Styles shared by the submission pages (interaction, repair, declarations, credit report): what
// they show after sending or looking a submission up.

// A long tracking number or address wraps instead of widening the page.
