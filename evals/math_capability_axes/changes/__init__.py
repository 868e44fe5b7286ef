"""Changes axis: counts and money that change in the order the text tells them — buying, selling, spending, earning, giving — and the states and relations told between the changes."""
