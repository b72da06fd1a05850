-- The date of birth registration asks for when the tenant sets a minimum age (issue 29).
ALTER TABLE members ADD COLUMN birth_date DATE;
