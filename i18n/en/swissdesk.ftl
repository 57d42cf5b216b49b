# Swissdesk — English (the reference language: every other file must have these ids)

app-name = Swissdesk
